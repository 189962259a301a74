import { renderTemplate } from './template-preview';

describe('renderTemplate', () => {
  it('puts in the client company and project name, every time they appear', () => {
    const project = {
      name: 'Website-Relaunch',
      clientCompany: { id: 'c', name: 'Müller Bau GmbH', industry: null, website: null },
    };
    expect(renderTemplate('Hallo {clientName}, "{projectName}" – {projectName}. {other}', project)).toBe(
      'Hallo Müller Bau GmbH, "Website-Relaunch" – Website-Relaunch. {other}',
    );
  });
});
