import { applicantEmail } from './messages';

const site = { providerPhone: '(801) 555-0199', publicBaseUrl: 'https://www.example.com' };
const lead = {
  id: '3f2a9c1e-0000-4000-8000-000000000001',
  email: 'julio@transportes-rivera.com',
  contactName: 'Julio Rivera',
  companyName: 'Transportes Rivera LLC',
};

describe('the applicant confirmation', () => {
  it('speaks Spanish to a lead sent from the Spanish site, and links the Spanish status page', () => {
    const mail = applicantEmail(site, 'quotes', { ...lead, locale: 'es' });

    expect(mail.to).toBe(lead.email);
    expect(mail.subject).toBe('Recibimos su solicitud de cotización (referencia 3f2a9c1e)');
    expect(mail.text).toContain('Hola, Julio Rivera:');
    expect(mail.text).toContain('https://www.example.com/es/application-status');
    expect(mail.text).toContain('Marque (801) 555-0199');
    expect(mail.text).not.toMatch(/\b(the|your|we)\b/i);
  });

  it('speaks English otherwise, and links the English status page', () => {
    const mail = applicantEmail(site, 'fuel-card-applications', { ...lead, locale: 'en' });

    expect(mail.subject).toBe('We received your fuel card application (reference 3f2a9c1e)');
    expect(mail.text).toContain('https://www.example.com/application-status with your reference');
    expect(mail.text).not.toContain('/es/');
  });
});
