import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, Heading, Stack, Text } from '@taskflow/ui-core';

export const StyledNotFoundPage = styled.main`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 60vh;
  padding: ${({ theme }) => theme.space.xxl};
  text-align: center;
`;

export const StyledNotFoundCode = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.display};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.primary};
`;

export function NotFoundPage() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  return (
    <StyledNotFoundPage>
      <Stack gap="md" align="center">
        <StyledNotFoundCode aria-hidden>404</StyledNotFoundCode>
        <Heading level={1}>{t('notFound.title')}</Heading>
        <Text muted>{t('notFound.text')}</Text>
        <Button onClick={() => navigate('/')}>{t('actions.goHome')}</Button>
      </Stack>
    </StyledNotFoundPage>
  );
}
