import type { ReactElement } from 'react';
import { act } from '@testing-library/react';
import { renderWithProviders, testUser, type RenderOptions } from '@taskflow/app-providers/testing';
import type { User } from '@taskflow/contracts';
import { FakeLiveSocket, LiveTestProvider } from '@taskflow/realtime/testing';

export interface MessagesRenderOptions extends RenderOptions {
  socket?: FakeLiveSocket;
  /** Whether the live connection is up (default true); false leaves it offline. */
  live?: boolean;
}

/** Renders a messages screen signed in, with the real providers and a scriptable live connection. */
export async function renderMessagesScreen(
  ui: ReactElement,
  { socket = new FakeLiveSocket(), live = true, user = testUser(), ...options }: MessagesRenderOptions = {},
) {
  const result = await renderWithProviders(<LiveTestProvider socket={socket}>{ui}</LiveTestProvider>, {
    user,
    ...options,
  });
  if (live) act(() => socket.serverConnects());
  return { ...result, socket, user };
}

export const admin = (overrides: Partial<User> = {}) => testUser({ id: 'u-admin', ...overrides });
export const teamMember = (overrides: Partial<User> = {}) =>
  testUser({
    id: 'u-team',
    firstName: 'Tom',
    lastName: 'Team',
    email: 'team@example.com',
    userType: 'team',
    ...overrides,
  });
export const client = (overrides: Partial<User> = {}) =>
  testUser({
    id: 'u-client',
    firstName: 'Clara',
    lastName: 'Client',
    email: 'client@example.com',
    userType: 'client',
    clientCompanyId: 'company-1',
    ...overrides,
  });
