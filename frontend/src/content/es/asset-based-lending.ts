import type * as English from '@/content/asset-based-lending';
import { brand } from '@/content/brand';
import { paths } from '@/config/paths';
import type { SpanishTwinOf, Translation } from '@/config/translation';

export const ablHero: Translation<typeof English.ablHero> = {
  eyebrow: 'Préstamos con garantía de activos',
  heading: 'Financiamiento respaldado por activos',
  lede: 'Con el financiamiento respaldado por activos (asset based lending, o ABL), usted pide prestado con el respaldo de lo que su compañía de transporte ya tiene, desde sus cuentas por cobrar hasta sus camiones, tráileres e inventario, con una línea de crédito que crece a la par de sus activos.',
  action: { label: 'Pida su cotización de ABL', to: paths.getQuote },
};

export const ablServiceNotice: Translation<typeof English.ablServiceNotice> = {
  title: 'Aviso de servicio',
  text: 'Nuestro programa de financiamiento respaldado por activos está en pausa por ahora y no está aceptando solicitudes nuevas. Si necesita capital de trabajo hoy, el factoring de facturas (la venta de sus facturas por cobrar) le anticipa hasta el 95% de sus facturas en menos de 24 horas.',
  link: { label: 'Conozca el factoring de facturas', to: paths.howFactoringWorks },
};

export const ablExplained: Translation<typeof English.ablExplained> = {
  eyebrow: '¿Qué es el ABL?',
  title: 'Una línea de crédito garantizada con los activos de su negocio',
  intro:
    'El financiamiento respaldado por activos le da una línea de crédito revolvente, respaldada por los activos que aparecen en sus libros. Entre más valgan esos activos, más puede pedir prestado.',
  assets: [
    {
      icon: 'document',
      title: 'Cuentas por cobrar',
      description:
        'Las facturas pendientes de shippers (dueños de la mercancía) y brokers (intermediarios de carga) con buen crédito son el centro de su base de préstamo (borrowing base).',
    },
    {
      icon: 'truck',
      title: 'Flotilla y equipo',
      description:
        'Ponga a trabajar el valor que ya es suyo en sus tractores, tráileres y demás equipo, sin vender un solo camión.',
    },
    {
      icon: 'boxes',
      title: 'Inventario',
      description:
        'Las refacciones, las llantas y el resto de su inventario se suman a lo que puede disponer cuando lo necesite.',
    },
  ],
};

export const ablAdvantages: Translation<typeof English.ablAdvantages> = {
  eyebrow: `¿Por qué ${brand.shortName}?`,
  title: 'Préstamos de gente que conoce el transporte',
  advantages: [
    {
      icon: 'award',
      title: 'Experiencia en el transporte',
      description: `Desde ${brand.foundedYear} hemos financiado a transportistas, flotillas y brokers. Sabemos cuánto valen de verdad su equipo y sus cuentas por cobrar.`,
    },
    {
      icon: 'trend',
      title: 'Espacio para crecer',
      description:
        'Su base de préstamo sube junto con sus cuentas por cobrar y su flotilla, así que su crédito va al paso de su negocio.',
    },
    {
      icon: 'user-check',
      title: 'Un gerente de cuenta dedicado',
      description:
        'Un solo contacto que entiende su negocio, desde la primera revisión hasta cada disposición de fondos.',
    },
    {
      icon: 'bank',
      title: 'Un solo socio financiero',
      description:
        'Combine el préstamo con el factoring de facturas, las líneas de crédito y la tarjeta de combustible para flotillas, todo bajo un mismo techo.',
    },
  ],
};

export const ablProcess: Translation<typeof English.ablProcess> = {
  eyebrow: 'El proceso',
  title: 'Tres pasos para tener su línea de crédito',
  steps: [
    {
      icon: 'document',
      title: 'Presente su solicitud',
      description:
        'Compártanos sus estados financieros, la antigüedad de sus cuentas por cobrar y una lista de su equipo.',
    },
    {
      icon: 'search',
      title: 'Revisión de activos',
      description:
        'Valuamos sus cuentas por cobrar, su flotilla y su inventario, y fijamos su base de préstamo.',
    },
    {
      icon: 'cash',
      title: 'Disponga de sus fondos',
      description: 'Use su línea conforme la necesite y pague intereses solo sobre lo que use.',
    },
  ],
};

export const ablAudience: Translation<typeof English.ablAudience> = {
  eyebrow: 'Para quién es',
  title: '¿Le conviene el financiamiento respaldado por activos?',
  intro:
    'El financiamiento respaldado por activos es para compañías de transporte ya establecidas que tienen activos con qué respaldar un préstamo, como:',
  profiles: [
    'Flotillas con un valor considerable ya pagado en sus camiones y tráileres',
    'Transportistas y brokers con cuentas por cobrar grandes a clientes con buen crédito',
    'Compañías que planean crecer, hacer una adquisición o refinanciar',
    'Negocios con altibajos de temporada que necesitan una línea de crédito revolvente',
  ],
};

export const ablCallToAction: Translation<typeof English.ablCallToAction> = {
  title: '¿Necesita capital de trabajo ya?',
  text: 'Mientras el financiamiento respaldado por activos está en pausa, el factoring de facturas convierte sus facturas pendientes de cobro en efectivo en menos de 24 horas, sin contratos a largo plazo.',
  action: { label: 'Vea cómo funciona el factoring', to: paths.howFactoringWorks },
};

export type Twin = SpanishTwinOf<typeof import('./asset-based-lending'), typeof English>;
