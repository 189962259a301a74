import { memberDetail } from '../testing/team-fixtures';
import { profileDraftOf, profileRequest, validateProfile } from './member-profile';

describe('member profile', () => {
  const draft = profileDraftOf(memberDetail('u2', 'Tom', { phone: null, skills: ['React'] }));

  it('starts from the member, with empty text for what is not given', () => {
    expect(draft).toMatchObject({ firstName: 'Tom', lastName: 'Muster', phone: '', skills: ['React'] });
    expect(validateProfile(draft)).toEqual({});
  });

  it('needs names and a role, and 1 to 80 target hours', () => {
    expect(validateProfile({ ...draft, firstName: ' ', lastName: '', jobTitle: '', weeklyTargetHours: 81 })).toEqual({
      firstName: 'firstNameRequired',
      lastName: 'lastNameRequired',
      jobTitle: 'jobTitleRequired',
      weeklyTargetHours: 'hoursInvalid',
    });
    expect(validateProfile({ ...draft, weeklyTargetHours: null }).weeklyTargetHours).toBe('hoursInvalid');
    expect(validateProfile({ ...draft, weeklyTargetHours: 0.5 }).weeklyTargetHours).toBe('hoursInvalid');
  });

  it('sends trimmed text and empty optional text as null', () => {
    expect(profileRequest({ ...draft, firstName: ' Tom ', location: '  ', bio: ' Hi ' })).toMatchObject({
      firstName: 'Tom',
      location: null,
      bio: 'Hi',
      phone: null,
      weeklyTargetHours: 40,
    });
  });
});
