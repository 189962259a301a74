import type {
  CreateCustomerRequest,
  CustomerActivityItem,
  CustomerView,
  NewContactRequest,
  TeamInvitationResponse,
  UpdateCustomerRequest,
} from '@taskflow/contracts';
import type { ApiRequestError } from '@taskflow/auth';
import { api, fetchAllPages } from '@taskflow/store';

const LIST = { type: 'Customer' as const, id: 'LIST' };
const one = (id: string) => ({ type: 'Customer' as const, id });

/** The customer pages' endpoints: companies with their details and contacts (portal users), and their activity. */
export const customersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Every customer (all pages of the list). */
    customers: build.query<CustomerView[], void>({
      queryFn: (_arg, _api, _extra, baseQuery) =>
        fetchAllPages<CustomerView, ApiRequestError>(baseQuery, '/client-companies'),
      providesTags: (customers) => [LIST, ...(customers ?? []).map((customer) => one(customer.id))],
    }),
    customer: build.query<CustomerView, string>({
      query: (id) => `/client-companies/${id}`,
      providesTags: (_customer, _error, id) => [one(id)],
    }),
    customerActivity: build.query<CustomerActivityItem[], string>({
      query: (id) => `/client-companies/${id}/activity`,
      providesTags: (_items, _error, id) => [{ type: 'Customer', id: `activity:${id}` }],
    }),
    createCustomer: build.mutation<CustomerView, CreateCustomerRequest>({
      query: (body) => ({ url: '/client-companies', method: 'POST', body }),
      invalidatesTags: [LIST, { type: 'User', id: 'LIST' }],
    }),
    updateCustomer: build.mutation<CustomerView, { id: string; changes: UpdateCustomerRequest }>({
      query: ({ id, changes }) => ({ url: `/client-companies/${id}`, method: 'PUT', body: changes }),
      invalidatesTags: (_customer, _error, { id }) => [LIST, one(id), { type: 'Project', id: 'LIST' }],
    }),
    deleteCustomer: build.mutation<null, string>({
      query: (id) => ({ url: `/client-companies/${id}`, method: 'DELETE' }),
      invalidatesTags: [LIST, { type: 'Project', id: 'LIST' }, { type: 'User', id: 'LIST' }],
    }),
    addContact: build.mutation<CustomerView, { customerId: string; contact: NewContactRequest }>({
      query: ({ customerId, contact }) => ({
        url: `/client-companies/${customerId}/contacts`,
        method: 'POST',
        body: contact,
      }),
      invalidatesTags: (_customer, _error, { customerId }) => [LIST, one(customerId), { type: 'User', id: 'LIST' }],
    }),
    removeContact: build.mutation<CustomerView, { customerId: string; contactId: string }>({
      query: ({ customerId, contactId }) => ({
        url: `/client-companies/${customerId}/contacts/${contactId}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_customer, _error, { customerId }) => [LIST, one(customerId), { type: 'User', id: 'LIST' }],
    }),
    resendContactInvitation: build.mutation<TeamInvitationResponse, { customerId: string; contactId: string }>({
      query: ({ customerId, contactId }) => ({
        url: `/client-companies/${customerId}/contacts/${contactId}/invitation`,
        method: 'POST',
      }),
      invalidatesTags: (_answer, _error, { customerId }) => [one(customerId)],
    }),
  }),
});

export const {
  useCustomersQuery,
  useCustomerQuery,
  useCustomerActivityQuery,
  useCreateCustomerMutation,
  useUpdateCustomerMutation,
  useDeleteCustomerMutation,
  useAddContactMutation,
  useRemoveContactMutation,
  useResendContactInvitationMutation,
} = customersApi;
