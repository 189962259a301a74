import { useId } from 'react';
import styled from 'styled-components';
import { Stack, Text } from '@taskflow/ui-core';

export const StyledQrCode = styled.img`
  width: 200px;
  height: 200px;
  max-width: 100%;
  background: #fff;
`;

export const StyledSecretKey = styled.code`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
  letter-spacing: 0.08em;
`;

export interface AuthenticatorKeyProps {
  /** The QR code as an image address (the API's SVG data URL). */
  qrCode: string;
  secret: string;
  qrAlt: string;
  /** Says what the key is for, for those who type it instead of scanning. */
  keyLabel: string;
}

/** A new two-factor secret to add to an authenticator app: its QR code, then the same key as text. */
export function AuthenticatorKey({ qrCode, secret, qrAlt, keyLabel }: AuthenticatorKeyProps) {
  const labelId = useId();
  return (
    <>
      <StyledQrCode src={qrCode} alt={qrAlt} />
      <Stack gap="xs">
        <Text id={labelId} size="sm" muted>
          {keyLabel}
        </Text>
        <StyledSecretKey aria-labelledby={labelId} data-testid="two-factor-secret">
          {secret}
        </StyledSecretKey>
      </Stack>
    </>
  );
}
