import { emptyProjectForm, projectErrorsFromServer, projectRequest, validateProjectForm } from './project-form';

const filled = {
  ...emptyProjectForm('c1', '2026-03-01'),
  name: ' Website-Relaunch ',
  description: 'Neue Website',
};

describe('project form', () => {
  it('requires name, description, client and start date', () => {
    expect(validateProjectForm(emptyProjectForm())).toEqual({
      name: 'projectForm.errors.nameRequired',
      description: 'projectForm.errors.descriptionRequired',
      clientCompanyId: 'projectForm.errors.clientRequired',
      startDate: 'projectForm.errors.startRequired',
    });
    expect(validateProjectForm(filled)).toEqual({});
  });

  it('refuses an end date on or before the start date', () => {
    expect(validateProjectForm({ ...filled, endDate: '2026-02-28' }).endDate).toBe('projectForm.errors.endAfterStart');
    expect(validateProjectForm({ ...filled, endDate: '2026-03-01' }).endDate).toBe('projectForm.errors.endAfterStart');
    expect(validateProjectForm({ ...filled, endDate: '2026-03-02' })).toEqual({});
  });

  it('refuses a typed start or end date that names no day', () => {
    const errors = validateProjectForm({ ...filled, startDate: '32.01.2026', endDate: '12/31/2026' });
    expect(errors.startDate).toBe('projectForm.errors.dateFormat');
    expect(errors.endDate).toBe('projectForm.errors.dateFormat');
  });

  it('takes the budget as a whole number of euros only', () => {
    expect(validateProjectForm({ ...filled, budget: '12.5' }).budget).toBe('projectForm.errors.budgetWhole');
    expect(validateProjectForm({ ...filled, budget: '-3' }).budget).toBe('projectForm.errors.budgetWhole');
    expect(projectRequest({ ...filled, budget: ' 12000 ' }).budget).toBe(12000);
    expect(projectRequest(filled).budget).toBeNull();
  });

  it('sends trimmed text, no end date as null, and a completed status as inactive', () => {
    expect(projectRequest({ ...filled, status: 'completed' })).toMatchObject({
      name: 'Website-Relaunch',
      endDate: null,
      status: 'completed',
      isActive: false,
    });
    expect(projectRequest(filled).isActive).toBe(true);
  });

  it("maps the codes of the server's field errors to the form's messages, whatever the messages say", () => {
    expect(
      projectErrorsFromServer({
        fieldErrors: {
          endDate: [{ code: 'END_BEFORE_START', message: 'Budget must be a whole number' }],
          budget: [{ code: 'NOT_AN_INTEGER', message: 'End date must be after the start date' }],
          clientCompanyId: [{ code: 'REQUIRED', message: 'Client is required' }],
          name: [{ code: 'TOO_LONG', message: 'name must be at most 200 characters' }],
        },
      }),
    ).toEqual({
      endDate: 'projectForm.errors.endAfterStart',
      budget: 'projectForm.errors.budgetWhole',
      clientCompanyId: 'projectForm.errors.clientRequired',
      name: 'projectForm.errors.invalid',
    });
  });
});
