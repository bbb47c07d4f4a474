import { MAX_DOCUMENT_BYTES, MAX_DOCUMENT_IMAGE_PIXELS } from '@trucking-finance/contracts';
import { MAX_BODY_DEPTH } from '../body-shape';
import type { ErrorText } from './catalog';

const number = (value = 0): string => value.toLocaleString('es-ES');
const megabytes = (bytes: number): string => number(bytes / (1024 * 1024));
const megapixels = (pixels: number): string => number(pixels / 1_000_000);

const resources: ErrorText['resources'] = {
  quote: 'de solicitud de cotización',
  fuel_card_application: 'de solicitud de tarjeta de combustible',
  team_member: 'de miembro del equipo',
  staff: 'de cuenta de personal',
  notification: 'de notificación',
};

/** The server's Spanish sentences (Accept-Language: es). Field names stay the API's own. */
export const es: ErrorText = {
  errors: {
    validation_failed: 'La solicitud no es válida.',
    malformed_json: 'El cuerpo de la solicitud no es JSON válido.',
    body_not_object: 'El cuerpo de la solicitud debe ser un objeto JSON.',
    body_too_large: 'El cuerpo de la solicitud es demasiado grande (el límite es 100 KB).',
    unsupported_media_type: 'Envíe el cuerpo de la solicitud como JSON (Content-Type: application/json).',
    invalid_path: 'La dirección no es válida: tiene un escape % mal formado o bytes que no son UTF-8.',
    route_not_found: ({ method, path }) => `No hay ningún punto de la API en ${method} ${path}.`,
    method_not_allowed: 'Las páginas solo se pueden leer (GET o HEAD).',
    unauthenticated: 'Se requiere autenticación. Inicie sesión.',
    forbidden: 'No tiene acceso a esto.',
    invalid_credentials: 'Credenciales no válidas. Revise su usuario y contraseña.',
    rate_limited: 'Demasiadas solicitudes. Espere un minuto y vuelva a intentarlo.',
    not_found: 'No encontrado.',
    conflict: 'Eso ya existe.',
    database_unavailable:
      'El servicio no está disponible en este momento. Vuelva a intentarlo en un momento.',
    upstream_error: 'Un sistema del que dependemos respondió con un error. Vuelva a intentarlo.',
    upstream_timeout: 'Un sistema del que dependemos no respondió a tiempo. Vuelva a intentarlo.',
    internal_error: 'Algo salió mal de nuestro lado. Vuelva a intentarlo.',
    body_too_deep: `El cuerpo de la solicitud está anidado demasiado (más de ${MAX_BODY_DEPTH} niveles).`,
    body_unreadable: 'No se pudo leer el cuerpo de la solicitud.',
    body_not_utf8: 'El cuerpo de la solicitud no es UTF-8 válido.',
    unsupported_encoding: 'Envíe el cuerpo de la solicitud como JSON en UTF-8.',
    bad_request: 'La solicitud no es válida.',
    invalid_id: ({ resource }) => `Ese no es un identificador ${resources[resource]} válido.`,
    invalid_value: 'Un valor no tiene el formato esperado.',
    value_too_long: 'Un valor es más largo de lo que permite este campo.',
    value_out_of_range: 'Un número está fuera del rango que permite este campo.',
    invalid_characters: 'Un valor contiene caracteres que no se pueden guardar.',
    constraint_violation: 'Ese cambio entra en conflicto con otros registros.',
    session_expired: 'Su sesión ha caducado. Vuelva a iniciar sesión.',
    session_invalid: 'Su sesión no es válida. Vuelva a iniciar sesión.',
    session_ended: 'Su sesión ha terminado. Vuelva a iniciar sesión.',
    admin_only: 'Esta área es solo para administradores.',
    too_many_login_attempts:
      'Demasiados intentos de inicio de sesión. Espere un minuto y vuelva a intentarlo.',
    service_unavailable: 'El servicio no está disponible en este momento. Vuelva a intentarlo en un momento.',
    sign_in_busy: 'El inicio de sesión está ocupado en este momento. Vuelva a intentarlo en unos segundos.',
    notification_not_found: 'Esa notificación ya no existe.',
    notification_already_sent: 'Esa notificación ya se entregó.',
    site_not_built: 'El sitio aún no se ha compilado. Ejecute `npm run build` y reinicie.',
    page_not_found: 'Página no encontrada.',
    quote_not_found: 'Esa solicitud de cotización ya no existe.',
    fuel_card_application_not_found: 'Esa solicitud de tarjeta de combustible ya no existe.',
    team_member_not_found: 'Ese miembro del equipo ya no existe.',
    team_member_photo_not_found: 'Este miembro del equipo no tiene foto.',
    team_member_cannot_move: ({ name, direction }) =>
      `${name} ya es ${direction === 'up' ? 'el primero' : 'el último'} en el orden del equipo.`,
    image_invalid_type: 'Seleccione un archivo de imagen válido (JPG, PNG, etc.)',
    image_too_large: 'El archivo de imagen es demasiado grande. Use una imagen de menos de 5MB.',
    external_host_not_allowed: ({ host }) =>
      `No podemos conectarnos a ${host}: no es uno de los sistemas que este sitio puede contactar. Revise la URL o pídanos que agreguemos su sistema.`,
    external_login_refused: 'El sistema externo no aceptó ese usuario y contraseña.',
    external_system_unreachable:
      'No pudimos comunicarnos con el sistema externo. Revise la URL y vuelva a intentarlo.',
    external_system_error: ({ status }) =>
      `El sistema externo respondió con un error (HTTP ${status}). Vuelva a intentarlo más tarde.`,
    external_system_unreadable: 'El sistema externo envió una respuesta que no pudimos leer.',
    external_system_timeout: 'El sistema externo no respondió a tiempo. Vuelva a intentarlo.',
    lost_reason_required: 'Un cliente potencial marcado como perdido necesita un motivo.',
    lost_reason_not_allowed:
      'Solo se puede indicar un motivo de pérdida en un cliente potencial marcado como perdido.',
    assignee_not_found: 'Ese miembro del personal no existe.',
    owner_only: 'Solo un propietario puede hacer esto.',
    staff_not_found: 'Esa cuenta de personal ya no existe.',
    staff_username_taken: 'Ese nombre de usuario ya está en uso.',
    last_owner: 'Siempre debe haber al menos un propietario: este es el último.',
    idempotency_key_invalid: 'El encabezado Idempotency-Key debe tener de 1 a 255 caracteres ASCII visibles.',
    idempotency_key_reused:
      'Esta Idempotency-Key ya se usó con otro contenido. Envíe una clave nueva para un envío nuevo.',
    idempotency_request_in_progress:
      'Una solicitud con esta Idempotency-Key todavía se está procesando. Vuelva a intentarlo en un momento.',
    request_timed_out: 'El servidor tardó demasiado en responder. Vuelva a intentarlo en un momento.',
    lead_status_not_found:
      'No encontramos una solicitud con esa referencia y ese correo electrónico. Revise ambos y vuelva a intentarlo.',
    carrier_not_found: 'La FMCSA no tiene ningún transportista con ese número DOT. Revise el número.',
    carrier_lookup_off: 'La búsqueda de transportistas por número DOT no está disponible en este sitio.',
    carrier_lookup_unavailable:
      'La FMCSA no respondió a tiempo. Complete los datos de su empresa usted mismo o vuelva a intentarlo más tarde.',
    document_empty: 'El archivo está vacío. Vuelva a elegir la foto o el PDF.',
    document_too_large: `El archivo pesa más de ${megabytes(MAX_DOCUMENT_BYTES)} MB. Envíe una foto o un PDF más pequeño.`,
    document_unsupported_type:
      'Envíe un PDF o una foto (JPEG, PNG o WebP). Este archivo no es ninguno de esos.',
    document_image_too_many_pixels: `La foto tiene demasiados píxeles para procesarla (más de ${megapixels(MAX_DOCUMENT_IMAGE_PIXELS)} megapíxeles). Tómela con la resolución normal de la cámara o envíe un PDF.`,
    document_image_unreadable:
      'No pudimos leer la foto: puede estar dañada o cortada. Vuelva a tomar la foto.',
    document_pdf_unreadable:
      'No pudimos leer el PDF: puede estar dañado o incompleto. Guárdelo de nuevo y envíelo, o envíe una foto de la página.',
    document_pdf_encrypted:
      'El PDF está protegido con contraseña. Envíe una copia sin contraseña o una foto de la página.',
  },
  fields: {
    required: ({ field }) => `${field} es obligatorio`,
    not_text: ({ field }) => `${field} debe ser texto`,
    not_number: ({ field }) => `${field} debe ser un número entero`,
    not_boolean: ({ field }) => `${field} debe ser true o false`,
    too_long: ({ field, max }) => `${field} debe tener como máximo ${number(max)} caracteres`,
    too_short: ({ field, min }) => `${field} debe tener al menos ${number(min)} caracteres`,
    not_one_of: ({ field, values = [] }) => `${field} debe ser uno de: ${values.join(', ')}`,
    invalid_email: ({ field }) => `${field} debe ser un correo electrónico válido`,
    invalid_phone: ({ field }) => `${field} debe ser un número de teléfono de 7 a 15 dígitos`,
    invalid_truck_count: ({ field }) => `${field} debe ser un número entero de al menos 1`,
    invalid_url: ({ field }) => `${field} debe ser una URL válida`,
    invalid_characters: ({ field }) =>
      `${field} contiene caracteres no permitidos (caracteres de control o Unicode incompleto)`,
    must_accept: ({ field }) => `${field} debe ser true`,
    unknown_field: ({ field }) => `${field} no es un campo que aceptemos`,
    out_of_range: ({ field, min, max }) => `${field} debe estar entre ${number(min)} y ${number(max)}`,
    invalid_format: ({ field }) => `${field} no tiene el formato esperado`,
    url_not_https: ({ field }) => `${field} debe ser una dirección https://`,
    url_has_credentials: ({ field }) => `${field} no debe contener un usuario ni una contraseña`,
  },
  forms: {
    team_fields_required: () => 'Complete todos los campos',
    external_credentials_required: () => 'Ingrese su usuario y contraseña',
    external_url_required: () => 'Ingrese una URL externa',
    external_url_invalid: () => 'Ingrese una URL válida, por ejemplo https://portal.example.com/login',
    external_url_not_https: () => 'Use una dirección https:// para el sistema externo.',
    external_url_has_credentials: () =>
      'Quite el usuario y la contraseña de la URL y escríbalos en sus propios campos.',
    email_search_required: () => 'Ingrese un correo electrónico para buscar.',
    placeholder_width: ({ max }) => `El ancho debe ser un número entero de 1 a ${max}.`,
    placeholder_height: ({ max }) => `La altura debe ser un número entero de 1 a ${max}.`,
    image_invalid_type: () => 'Seleccione un archivo de imagen válido (JPG, PNG, etc.)',
    quote_terms_required: ({ field }) =>
      `${field} es obligatorio: acepte los términos para solicitar una cotización`,
    quote_terms_refused: ({ field }) =>
      `${field} debe ser true: acepte los términos para solicitar una cotización`,
    fuel_card_terms_refused: ({ field }) =>
      `${field} debe ser true: acepte los términos para enviar la solicitud`,
  },
  resources,
  correctTheseFields: (sentences) => `Corrija estos campos: ${sentences.join('; ')}.`,
};
