import { createFileRoute, Link } from '@tanstack/react-router'
import { FileText } from 'lucide-react'
import { memberStateLabels, roleLabels } from '@/domain/catalog'

/**
 * The public privacy page (no sign-in): who is responsible for the students' data and who processes
 * it, what is kept and why, for how long, who inside the school sees what, and how a family exercises
 * its rights under Ley 21.719. Linked from /login, /register and /registrar-colegio.
 */
export const Route = createFileRoute('/privacidad')({ component: PrivacyPage })

function PrivacyPage() {
  return (
    <div className="legal-page">
      <header className="legal-head">
        <Link to="/login" className="brand">
          <FileText size={22} aria-hidden /> Pizarra
        </Link>
      </header>
      <main className="legal-body" id="contenido">
        <h1>Privacidad y datos de los estudiantes</h1>
        <p className="page-description">
          Qué datos guarda Pizarra, para qué, quién los ve dentro del colegio y cómo una familia ejerce sus derechos
          según la Ley 21.719 de protección de datos personales, vigente desde el 1 de diciembre de 2026.
        </p>

        <section aria-labelledby="responsables">
          <h2 id="responsables">Quién responde por los datos</h2>
          <p>
            <strong>El colegio es el responsable del tratamiento.</strong> Decide qué datos de sus estudiantes,
            apoderados y funcionarios registra en Pizarra, para qué los usa y quién de su equipo accede a ellos.
          </p>
          <p>
            <strong>Pizarra es el encargado del tratamiento.</strong> Guarda y procesa esos datos por cuenta del colegio
            y solo para prestarle el servicio: no los usa para otros fines, no los vende ni los entrega a terceros.
          </p>
        </section>

        <section aria-labelledby="datos">
          <h2 id="datos">Qué datos se guardan y para qué</h2>
          <div className="table-wrap">
            <table className="legal-table">
              <caption className="visually-hidden">Datos que se guardan y su finalidad</caption>
              <thead>
                <tr>
                  <th scope="col">Datos</th>
                  <th scope="col">Para qué</th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  <td>Nombre, RUT, curso, fecha de nacimiento, dirección y teléfono del estudiante</td>
                  <td>Identificarlo y ubicarlo en su curso.</td>
                </tr>
                <tr>
                  <td>Nombre y correo del apoderado</td>
                  <td>Comunicarse con la familia: citaciones y mensajes sobre el estudiante.</td>
                </tr>
                <tr>
                  <td>Asistencia diaria</td>
                  <td>Llevar el registro de asistencia y avisar cuando un estudiante está en riesgo.</td>
                </tr>
                <tr>
                  <td>Evaluaciones y notas</td>
                  <td>Llevar el libro de notas y calcular promedios.</td>
                </tr>
                <tr>
                  <td>Reuniones con el apoderado y mensajes enviados</td>
                  <td>Dejar constancia del acompañamiento al estudiante.</td>
                </tr>
                <tr>
                  <td>
                    Informes PIE: diagnóstico, necesidades de apoyo y avances (<strong>datos sensibles</strong> de
                    salud)
                  </td>
                  <td>Elaborar los informes del Programa de Integración Escolar.</td>
                </tr>
                <tr>
                  <td>Nombre, correo, rol y cursos de cada integrante del equipo</td>
                  <td>Dar a cada persona acceso solo a lo que su función requiere.</td>
                </tr>
                <tr>
                  <td>
                    Registro de accesos: quién vio o cambió datos de qué estudiante, cuándo y desde qué dirección IP
                  </td>
                  <td>
                    Poder demostrar quién accedió a los datos de cada estudiante. Nadie puede modificarlo ni borrarlo.
                  </td>
                </tr>
              </tbody>
            </table>
          </div>
        </section>

        <section aria-labelledby="plazo">
          <h2 id="plazo">Por cuánto tiempo</h2>
          <p>
            Los datos se conservan mientras el colegio los necesite para la trayectoria escolar del estudiante. Cuando
            el colegio elimina a un estudiante en Pizarra, se borran en ese momento sus datos y todo lo asociado:
            asistencia, notas, reuniones, mensajes a apoderados, informes PIE y sus archivos Word. Solo queda en el
            registro de accesos una línea que dice quién lo eliminó y cuándo.
          </p>
        </section>

        <section aria-labelledby="quien-ve">
          <h2 id="quien-ve">Quién ve qué dentro del colegio</h2>
          <p>
            Cada integrante del equipo entra con su propia cuenta. Quien se registra con el código del colegio queda en
            espera hasta que el administrador lo aprueba y le asigna un rol.
          </p>
          <dl className="legal-roles">
            <dt>{roleLabels.administrador}</dt>
            <dd>
              Quien registró el colegio en Pizarra. Ve todos los registros del colegio, aprueba o rechaza a quienes se
              unen, asigna roles y cursos, revisa el registro de accesos y puede eliminar a un estudiante.
            </dd>
            <dt>{roleLabels.utp}</dt>
            <dd>
              Ve todos los registros académicos del colegio, informes PIE incluidos, y puede descargar los datos de un
              estudiante. No administra al equipo.
            </dd>
            <dt>{roleLabels.docente}</dt>
            <dd>
              Ve solo los cursos que el administrador le asignó: sus estudiantes, asistencia, notas, reuniones y
              mensajes a apoderados. No ve informes PIE.
            </dd>
            <dt>Cuenta {memberStateLabels.pendiente.toLowerCase()}</dt>
            <dd>
              Puede usar las herramientas que no tocan datos de estudiantes (generador de documentos, PAES, SIMCE, sus
              propios documentos), pero no ve ningún registro del colegio hasta ser aprobada.
            </dd>
          </dl>
        </section>

        <section aria-labelledby="derechos">
          <h2 id="derechos">Cómo una familia ejerce sus derechos</h2>
          <p>
            El apoderado (o el estudiante, según su edad) puede pedir en cualquier momento, sin costo, el{' '}
            <strong>acceso</strong> a los datos del estudiante, su <strong>rectificación</strong>, su{' '}
            <strong>supresión</strong>, la <strong>oposición</strong> a un tratamiento determinado y su{' '}
            <strong>portabilidad</strong>.
          </p>
          <p>
            <strong>La solicitud se dirige al colegio</strong> (su dirección o secretaría), que es el responsable de los
            datos. Si por error llega a Pizarra, se la hacemos llegar al colegio.
          </p>
          <h3>Qué hace el colegio en Pizarra</h3>
          <ul className="legal-list">
            <li>
              <strong>Acceso y portabilidad:</strong> en la ficha del estudiante, el administrador o UTP usa «Descargar
              todos sus datos», que entrega en un solo archivo (JSON, un formato estructurado y de uso común) todo lo
              que se guarda de él: datos, asistencia, notas, reuniones, mensajes, informes PIE y documentos.
            </li>
            <li>
              <strong>Rectificación:</strong> en la ficha del estudiante, «Editar» corrige sus datos.
            </li>
            <li>
              <strong>Supresión:</strong> el administrador usa «Eliminar alumno», que borra al estudiante y todo lo
              asociado a él.
            </li>
            <li>
              <strong>Oposición:</strong> el colegio deja de realizar el tratamiento al que la familia se opone (por
              ejemplo, dejar de enviar mensajes al correo del apoderado) y corrige o elimina los datos que correspondan.
            </li>
          </ul>
          <h3>Plazo de respuesta</h3>
          <p>
            El colegio debe acusar recibo de la solicitud y responder a más tardar dentro de los{' '}
            <strong>30 días corridos</strong> siguientes a su recepción, plazo que puede prorrogar una sola vez por
            hasta 30 días corridos más. Si rechaza la solicitud debe explicar por qué; si la rechaza o no responde, la
            familia puede reclamar ante la Agencia de Protección de Datos Personales.
          </p>
        </section>

        <section aria-labelledby="seguridad">
          <h2 id="seguridad">Cómo se protegen</h2>
          <p>
            Cada persona entra con su propia cuenta y contraseña, que se guarda cifrada. Una cuenta nueva no ve ningún
            dato hasta que el colegio la aprueba, cada rol ve solo lo que necesita, y una cuenta suspendida pierde el
            acceso en segundos. Cada integrante puede cerrar su sesión en todos sus dispositivos desde Configuración.
          </p>
        </section>

        <nav className="auth-links" aria-label="Otras opciones">
          <Link to="/login">Iniciar sesión</Link>
        </nav>
      </main>
    </div>
  )
}
