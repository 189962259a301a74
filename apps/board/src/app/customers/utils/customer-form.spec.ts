import { emptyContact, toCreateRequest, validateCustomer, withoutContactErrors } from './customer-form';

const contact = (fields: Partial<ReturnType<typeof emptyContact>> = {}) => ({
  ...emptyContact('de'),
  firstName: 'Clara',
  lastName: 'Client',
  email: 'clara@example.com',
  ...fields,
});

describe('new customer form', () => {
  it('needs the company name and, per contact, first name, last name and a valid email', () => {
    expect(
      validateCustomer({
        name: ' ',
        website: '',
        industry: '',
        contacts: [contact({ firstName: '', email: 'nope' }), contact({ lastName: ' ', email: '' })],
      }),
    ).toEqual({
      name: 'nameRequired',
      'contacts.0.firstName': 'firstNameRequired',
      'contacts.0.email': 'emailInvalid',
      'contacts.1.lastName': 'lastNameRequired',
      'contacts.1.email': 'emailRequired',
    });
  });

  it('refuses the same email twice (case and spaces ignored)', () => {
    expect(
      validateCustomer({
        name: 'Neu GmbH',
        website: '',
        industry: '',
        contacts: [contact(), contact({ email: ' CLARA@example.com ' })],
      }),
    ).toEqual({ 'contacts.1.email': 'emailTwice' });
  });

  it('sends trimmed values, empty optional fields as null, with each contact', () => {
    expect(
      toCreateRequest({
        name: ' Neu GmbH ',
        website: ' ',
        industry: 'Bildung',
        contacts: [contact({ phone: ' ', firstName: ' Clara ' })],
      }),
    ).toEqual({
      name: 'Neu GmbH',
      website: null,
      industry: 'Bildung',
      contacts: [{ firstName: 'Clara', lastName: 'Client', email: 'clara@example.com', phone: null, language: 'de' }],
    });
  });

  it('moves the errors of later contacts up when one is removed', () => {
    expect(
      withoutContactErrors(
        {
          name: 'nameRequired',
          'contacts.0.email': 'emailRequired',
          'contacts.1.email': 'x',
          'contacts.2.lastName': 'y',
        },
        1,
      ),
    ).toEqual({ name: 'nameRequired', 'contacts.0.email': 'emailRequired', 'contacts.1.lastName': 'y' });
  });
});
