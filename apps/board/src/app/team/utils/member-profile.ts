import type { TeamMemberDetailView, UpdateTeamMemberRequest } from '@taskflow/contracts';

/** The profile form's values. */
export interface ProfileDraft {
  firstName: string;
  lastName: string;
  phone: string;
  location: string;
  jobTitle: string;
  department: string;
  bio: string;
  skills: string[];
  emergencyContact: string;
  weeklyTargetHours: number | null;
}

/** Error keys (team.member.errors.<key>) by field. */
export type ProfileErrors = Partial<Record<'firstName' | 'lastName' | 'jobTitle' | 'weeklyTargetHours', string>>;

export const profileDraftOf = (member: TeamMemberDetailView): ProfileDraft => ({
  firstName: member.firstName,
  lastName: member.lastName,
  phone: member.phone ?? '',
  location: member.location ?? '',
  jobTitle: member.jobTitle,
  department: member.department,
  bio: member.bio ?? '',
  skills: member.skills,
  emergencyContact: member.emergencyContact ?? '',
  weeklyTargetHours: member.weeklyTargetHours,
});

/** Names and job title are required; the weekly target is 1 to 80 hours. */
export function validateProfile(draft: ProfileDraft): ProfileErrors {
  const errors: ProfileErrors = {};
  if (!draft.firstName.trim()) errors.firstName = 'firstNameRequired';
  if (!draft.lastName.trim()) errors.lastName = 'lastNameRequired';
  if (!draft.jobTitle.trim()) errors.jobTitle = 'jobTitleRequired';
  const hours = draft.weeklyTargetHours;
  if (hours === null || hours < 1 || hours > 80) errors.weeklyTargetHours = 'hoursInvalid';
  return errors;
}

/** The profile as the API takes it: trimmed, empty optional text as null. */
export function profileRequest(draft: ProfileDraft): UpdateTeamMemberRequest {
  return {
    firstName: draft.firstName.trim(),
    lastName: draft.lastName.trim(),
    phone: draft.phone.trim() || null,
    location: draft.location.trim() || null,
    jobTitle: draft.jobTitle.trim(),
    department: draft.department,
    bio: draft.bio.trim() || null,
    skills: draft.skills,
    emergencyContact: draft.emergencyContact.trim() || null,
    weeklyTargetHours: draft.weeklyTargetHours ?? undefined,
  };
}
