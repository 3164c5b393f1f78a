/**
 * Instruments of Historia, 1° and 2° Medio, per OA: the rubric's content criterion, the scale's indicator
 * and a practical work (sources written by the team to contrast, an investigation with its guiding
 * questions, a debate, a map or timeline, data to analyse) for students of fourteen to sixteen (see
 * `instrumento.ts`).
 */
import { instrumento } from './instrumento'

/** 1° Medio. */
export const historia1m = [
  instrumento(
    'HI1M OA 01',
    [
      'Ideas republicanas y liberales del siglo XIX',
      'Explica las ideas republicanas y liberales y las vincula con cambios del siglo XIX en América y Europa, como el constitucionalismo, el parlamentarismo, el abolicionismo, el libre mercado y la ampliación de la ciudadanía.',
      'Explica el liberalismo y lo vincula con dos cambios políticos o económicos del siglo XIX.',
      'Define el liberalismo sin vincularlo con cambios del siglo XIX.',
      'Confunde el liberalismo con el absolutismo.',
    ],
    [
      'Vincula una idea liberal con un cambio político del siglo XIX.',
      'Vinculé una idea liberal con un cambio político del siglo XIX.',
    ],
    {
      id: 'hi1m-01-abolicion-de-la-esclavitud',
      tipo: 'fuente',
      titulo: 'Abolicionismo y liberalismo',
      presentacion: [
        'Chile abolió la esclavitud en 1823, Gran Bretaña en sus colonias en 1833, Estados Unidos en 1865 y Brasil en 1888.',
        'Discurso recreado para esta actividad, en la voz de un diputado liberal de 1823: «Una república que proclama la libertad no puede tener hombres esclavos; la ley debe ser igual para todos.»',
        'Vamos a analizar la fuente y construir una línea de tiempo de los cambios liberales del siglo XIX.',
      ],
      tabla: {
        columnas: ['Año', 'Cambio', 'País', 'Idea liberal o republicana'],
        filas: [
          ['1823', 'Abolición de la esclavitud', 'Chile', ''],
          ['1848', 'Revoluciones por constituciones', 'Europa', ''],
          ['1865', '', 'Estados Unidos', 'Abolicionismo'],
          ['1888', 'Abolición de la esclavitud', 'Brasil', ''],
        ],
      },
      materiales: ['Fuente impresa', 'Tira larga de papel', 'Plumones'],
      pasos: [
        ['Analizar', 'Identificamos en el discurso los argumentos liberales y republicanos.', 3],
        ['Línea de tiempo', 'Construimos la línea de tiempo con los cambios liberales.', 3],
        ['Explicar', 'Explicamos cómo el liberalismo amplió la ciudadanía y qué grupos siguieron excluidos.', 3],
      ],
      tareas: ['ensayo', 'afiche', 'investigacion', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'HI1M OA 02',
    [
      'La cultura burguesa del siglo XIX',
      'Caracteriza la cultura burguesa del siglo XIX, su ideal de vida y sus valores, como la familia, los roles de género y la ética del trabajo, y explica el protagonismo de la burguesía en las transformaciones de la época.',
      'Caracteriza dos valores de la cultura burguesa y su papel en la época.',
      'Nombra la burguesía sin caracterizar su cultura.',
      'Confunde la burguesía con la nobleza.',
    ],
    [
      'Explica un valor de la cultura burguesa con un ejemplo.',
      'Expliqué un valor de la cultura burguesa con un ejemplo.',
    ],
    {
      id: 'hi1m-02-manual-de-urbanidad',
      tipo: 'fuente',
      titulo: 'Un manual de urbanidad burgués',
      presentacion: [
        'Fragmento recreado para esta actividad, al estilo de un manual del siglo XIX: «El caballero debe su fortuna al trabajo y al ahorro; la señora cuida el hogar y educa a los hijos en la virtud.»',
        'Los manuales de urbanidad enseñaban el ideal de vida de la burguesía.',
        'Vamos a analizar la fuente y los roles de género de la cultura burguesa.',
      ],
      materiales: ['Fragmento impreso', 'Imágenes de salones burgueses', 'Hoja de análisis'],
      pasos: [
        ['Analizar', 'Identificamos en el fragmento los valores burgueses: trabajo, ahorro, familia.', 3],
        ['Roles de género', 'Comparamos el rol del hombre y el de la mujer en la familia burguesa.', 3],
        ['Contrastar', 'Escribimos qué valores burgueses perduran y cuáles han cambiado.', 3],
      ],
      tareas: ['ensayo', 'dramatizacion', 'investigacion', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'HI1M OA 03',
    [
      'El surgimiento del Estado-nación',
      'Analiza cómo el Estado-nación reorganizó el mapa de Europa y América Latina en el siglo XIX, unificando territorios y tradiciones según la soberanía y el sentido de pertenencia, como en Italia y Alemania.',
      'Analiza una unificación nacional y cómo creó sentido de pertenencia.',
      'Nombra las unificaciones sin explicar el concepto de nación.',
      'Confunde el Estado-nación con el imperio.',
    ],
    [
      'Explica cómo un Estado del siglo XIX creó sentido de pertenencia nacional.',
      'Expliqué cómo un Estado del siglo XIX creó sentido de pertenencia nacional.',
    ],
    {
      id: 'hi1m-03-mapas-de-europa',
      tipo: 'tema',
      titulo: 'Mapas de Europa en 1815 y en 1871',
      presentacion: [
        'En 1815 Italia y Alemania estaban divididas en muchos Estados; en 1871 ambas eran Estados nacionales.',
        'La unificación se logró con guerras, diplomacia y símbolos comunes como la bandera, el himno y la lengua.',
        'Vamos a comparar los mapas políticos y explicar cómo surgió el Estado-nación.',
      ],
      materiales: ['Mapas de Europa de 1815 y 1871', 'Lápices de colores', 'Papel diamante'],
      pasos: [
        ['Comparar', 'Pintamos en los mapas los territorios que formaron Italia y Alemania.', 3],
        ['Investigar', 'Investigamos el papel de Bismarck, Cavour o Garibaldi en la unificación.', 3],
        ['Explicar', 'Explicamos qué elementos crean la identidad nacional de un Estado.', 3],
      ],
      tareas: ['afiche', 'investigacion'],
    },
  ),
  instrumento(
    'HI1M OA 04',
    [
      'La idea de progreso en el siglo XIX',
      'Reconoce la idea de progreso indefinido del siglo XIX en el avance científico y técnico, el dominio de la naturaleza, el positivismo y el optimismo, con ejemplos como las exposiciones universales.',
      'Reconoce la idea de progreso con dos avances científicos o técnicos.',
      'Nombra inventos del siglo XIX sin relacionarlos con la idea de progreso.',
      'No reconoce la idea de progreso del siglo XIX.',
    ],
    [
      'Relaciona un avance científico del siglo XIX con la idea de progreso.',
      'Relacioné un avance científico del siglo XIX con la idea de progreso.',
    ],
    {
      id: 'hi1m-04-exposicion-universal',
      tipo: 'tema',
      titulo: 'Una exposición universal en el curso',
      presentacion: [
        'En la Exposición Universal de París de 1889 se levantó la torre Eiffel como símbolo del progreso técnico.',
        'La ciencia del siglo XIX, con Pasteur, Darwin o la electricidad, alimentó un gran optimismo en el progreso.',
        'Vamos a montar una exposición universal con los avances del siglo XIX.',
      ],
      materiales: ['Cartulinas', 'Imágenes de inventos', 'Mesas para exponer'],
      pasos: [
        ['Investigar', 'Cada grupo investiga un avance científico o técnico del siglo XIX.', 3],
        ['Exponer', 'Montamos el pabellón del avance y explicamos cómo expresaba la idea de progreso.', 4],
        ['Criticar', 'Discutimos qué costos tuvo el dominio de la naturaleza.', 2],
      ],
      tareas: ['exposicion_oral', 'afiche', 'investigacion', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'HI1M OA 05',
    [
      'La industrialización y sus efectos',
      'Caracteriza la industrialización y analiza sus efectos en la economía, la población y el territorio: el trabajo asalariado en fábricas, el proletariado y la burguesía, la urbanización y la revolución del transporte.',
      'Caracteriza la industrialización y analiza dos de sus efectos.',
      'Describe la máquina a vapor sin analizar efectos de la industrialización.',
      'Confunde la industrialización con la economía rural.',
    ],
    [
      'Analiza un efecto de la industrialización en la vida de los obreros.',
      'Analicé un efecto de la industrialización en la vida de los obreros.',
    ],
    {
      id: 'hi1m-05-jornada-en-la-fabrica',
      tipo: 'fuente',
      titulo: 'Una jornada en una fábrica textil',
      presentacion: [
        'Testimonio recreado para esta actividad, en la voz de una niña obrera de Manchester en 1832: «Entro a la fábrica a las seis de la mañana y salgo a las siete de la tarde; el ruido de las máquinas no me deja oír.»',
        'La industrialización creó el trabajo asalariado, el proletariado y ciudades que crecieron muy rápido.',
        'Vamos a analizar el testimonio y sus efectos en la población.',
      ],
      tabla: {
        columnas: ['Ciudad', 'Población en 1801', 'Población en 1851'],
        filas: [
          ['Manchester', '75.000', '303.000'],
          ['Liverpool', '82.000', '376.000'],
        ],
      },
      materiales: ['Testimonio impreso', 'Tabla de población', 'Papel cuadriculado'],
      pasos: [
        ['Analizar', 'Identificamos las condiciones de trabajo del proletariado en el testimonio.', 3],
        ['Graficar', 'Graficamos el crecimiento de Manchester y Liverpool y explicamos la urbanización.', 3],
        ['Concluir', 'Escribimos los efectos de la industrialización en la economía y el territorio.', 3],
      ],
      tareas: ['ensayo', 'resolucion_problemas', 'investigacion', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'HI1M OA 06',
    [
      'El imperialismo europeo',
      'Analiza el imperialismo europeo del siglo XIX: cómo redibujó el mapa mundial con el reparto de África, su impacto en los pueblos colonizados y su papel en la ampliación de los mercados y del capitalismo.',
      'Analiza el reparto de África y un impacto en los pueblos colonizados.',
      'Nombra colonias sin analizar el imperialismo.',
      'Confunde el imperialismo con la conquista de América.',
    ],
    [
      'Explica un impacto del imperialismo en un pueblo colonizado.',
      'Expliqué un impacto del imperialismo en un pueblo colonizado.',
    ],
    {
      id: 'hi1m-06-reparto-de-africa',
      tipo: 'fuente',
      titulo: 'El reparto de África en un mapa',
      presentacion: [
        'En la Conferencia de Berlín de 1884 y 1885, las potencias europeas fijaron reglas para repartirse África.',
        'En 1914 solo Etiopía y Liberia seguían independientes; las fronteras se trazaron sin considerar a los pueblos africanos.',
        'Vamos a analizar el mapa del imperialismo y sus consecuencias.',
      ],
      materiales: ['Mapa de África en 1914', 'Mapa étnico de África', 'Lápices de colores'],
      pasos: [
        ['Mapa', 'Pintamos las colonias de cada potencia en el mapa de África.', 3],
        ['Comparar', 'Comparamos las fronteras coloniales con la distribución de los pueblos africanos.', 3],
        ['Analizar', 'Explicamos qué buscaban las metrópolis: materias primas y mercados.', 3],
      ],
      tareas: ['afiche', 'ensayo', 'investigacion'],
    },
  ),
  instrumento(
    'HI1M OA 07',
    [
      'La Primera Guerra Mundial y la sociedad civil',
      'Analiza el impacto de la Primera Guerra Mundial en la sociedad civil, como la movilización total, la guerra de trincheras y el ingreso de las mujeres al trabajo, y evalúa sus consecuencias geopolíticas, como el Tratado de Versalles.',
      'Analiza un impacto de la Gran Guerra en la sociedad civil y una consecuencia geopolítica.',
      'Describe la guerra de trincheras sin analizar su impacto.',
      'Confunde la Primera Guerra Mundial con la Segunda.',
    ],
    [
      'Explica cómo cambió el trabajo de las mujeres durante la Primera Guerra Mundial.',
      'Expliqué cómo cambió el trabajo de las mujeres durante la Primera Guerra Mundial.',
    ],
    {
      id: 'hi1m-07-cartas-desde-las-trincheras',
      tipo: 'fuente',
      titulo: 'Cartas desde las trincheras y la fábrica',
      presentacion: [
        'Carta recreada para esta actividad, en la voz de un soldado en Verdún en 1916: «Vivimos en el barro, entre ratas, esperando el próximo bombardeo.»',
        'Respuesta recreada para esta actividad, en la voz de su hermana: «Trabajo en una fábrica de municiones; nunca imaginé que las mujeres haríamos este trabajo.»',
        'Vamos a analizar cómo la guerra total transformó la sociedad civil.',
      ],
      materiales: ['Cartas impresas', 'Afiches de propaganda de la época', 'Hoja de análisis'],
      pasos: [
        ['Analizar', 'Comparamos la experiencia del frente y la de la retaguardia en las cartas.', 3],
        ['Propaganda', 'Analizamos un afiche de propaganda y su llamado a la movilización total.', 3],
        ['Evaluar', 'Escribimos qué consecuencias geopolíticas dejó el Tratado de Versalles.', 3],
      ],
      tareas: ['carta', 'ensayo', 'investigacion', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'HI1M OA 08',
    [
      'La formación de la República de Chile',
      'Analiza la formación de la república como un choque entre visiones sobre cómo organizar el país, con los ensayos constitucionales de pipiolos y pelucones, y examina por qué la Constitución de 1833 trajo estabilidad.',
      'Analiza el conflicto entre conservadores y liberales y la Constitución de 1833.',
      'Describe los ensayos constitucionales sin analizar el choque de visiones.',
      'No reconoce las distintas visiones sobre cómo organizar la república.',
    ],
    [
      'Explica por qué la Constitución de 1833 dio estabilidad política.',
      'Expliqué por qué la Constitución de 1833 dio estabilidad política.',
    ],
    {
      id: 'hi1m-08-dos-proyectos-de-pais',
      tipo: 'fuente',
      titulo: 'Dos proyectos para organizar el país',
      presentacion: [
        'Fuente 1, recreada para esta actividad, en la voz de un pipiolo de 1828: «La república debe dar libertad a las provincias y limitar al gobierno.»',
        'Fuente 2, recreada para esta actividad, en la voz de un pelucón de 1833: «Sin un Presidente fuerte y orden, la república cae en la anarquía.»',
        'Vamos a contrastar ambas visiones y explicar por qué se impuso la Constitución de 1833.',
      ],
      materiales: ['Fuentes impresas', 'Fragmentos de la Constitución de 1833', 'Hoja de análisis'],
      pasos: [
        ['Contrastar', 'Comparamos las visiones de pipiolos y pelucones sobre la república.', 3],
        ['Analizar', 'Buscamos en la Constitución de 1833 los rasgos del proyecto conservador.', 3],
        ['Debatir', 'Debatimos si la estabilidad justificaba un gobierno autoritario.', 3],
      ],
      tareas: ['debate', 'ensayo', 'investigacion', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'HI1M OA 09',
    [
      'La consolidación republicana en Chile',
      'Caracteriza la consolidación republicana: la defensa del territorio, el voto censitario, los partidos, el Congreso y la prensa como espacios del debate político, y conflictos como el centralismo y el equilibrio entre Ejecutivo y Legislativo.',
      'Caracteriza dos rasgos de la consolidación republicana y un conflicto persistente.',
      'Nombra los decenios sin caracterizar la consolidación.',
      'Confunde la consolidación republicana con la independencia.',
    ],
    [
      'Explica qué significaba el voto censitario y a quiénes excluía.',
      'Expliqué qué significaba el voto censitario y a quiénes excluía.',
    ],
    {
      id: 'hi1m-09-quienes-votaban',
      tipo: 'problema',
      titulo: '¿Quiénes votaban en 1850?',
      presentacion: [
        'Con el voto censitario solo votaban hombres mayores de edad con cierta renta o propiedad.',
        'Datos aproximados: Chile tenía cerca de 1.400.000 habitantes y en algunas elecciones votaban menos de 30.000 personas.',
        'Vamos a analizar la participación política en la consolidación republicana.',
      ],
      tabla: {
        columnas: ['Dato', 'Valor aproximado'],
        filas: [
          ['Habitantes de Chile hacia 1850', '1.400.000'],
          ['Votantes en una elección', '30.000'],
          ['Porcentaje que votaba', ''],
        ],
      },
      materiales: ['Tabla impresa', 'Calculadora', 'Fragmentos de prensa de la época'],
      pasos: [
        ['Calcular', 'Calculamos qué porcentaje de la población votaba.', 2],
        ['Analizar', 'Explicamos quiénes quedaban fuera por el voto censitario.', 3],
        ['Relacionar', 'Relacionamos el voto censitario con el poder del Ejecutivo y del Congreso.', 4],
      ],
      tareas: ['resolucion_problemas', 'ensayo', 'investigacion'],
    },
  ),
  instrumento(
    'HI1M OA 10',
    [
      'Chile en los mercados mundiales del siglo XIX',
      'Explica cómo Chile se integró a los mercados mundiales exportando trigo, plata y cobre, mientras persistía una economía rural tradicional basada en la hacienda y el inquilinaje.',
      'Explica dos exportaciones chilenas del siglo XIX y su destino.',
      'Nombra productos chilenos sin relacionarlos con los mercados mundiales.',
      'No reconoce la integración de Chile a los mercados mundiales.',
    ],
    [
      'Relaciona una exportación chilena del siglo XIX con un mercado mundial.',
      'Relacioné una exportación chilena del siglo XIX con un mercado mundial.',
    ],
    {
      id: 'hi1m-10-exportaciones-del-siglo-xix',
      tipo: 'problema',
      titulo: 'Las exportaciones de Chile en el siglo XIX',
      presentacion: [
        'La plata de Chañarcillo, el cobre del Norte Chico y el trigo del valle central se exportaban por Valparaíso.',
        'La fiebre del oro de California y Australia aumentó la demanda de trigo chileno hacia 1850, pero las haciendas seguían trabajándose con inquilinos.',
        'Vamos a analizar las exportaciones y la persistencia de la hacienda.',
      ],
      tabla: {
        columnas: ['Producto', 'Zona productora', 'Mercado de destino', 'Quién lo producía'],
        filas: [
          ['Plata', 'Chañarcillo', '', ''],
          ['Cobre', 'Norte Chico', 'Gran Bretaña', ''],
          ['Trigo', 'Valle central', 'California y Australia', 'Inquilinos de haciendas'],
        ],
      },
      materiales: ['Mapa de Chile', 'Planisferio', 'Tabla impresa'],
      pasos: [
        ['Mapa', 'Trazamos las rutas de exportación desde Valparaíso a los mercados mundiales.', 3],
        ['Analizar', 'Completamos la tabla y explicamos por qué se habla de crecimiento hacia afuera.', 3],
        ['Contrastar', 'Explicamos por qué la modernización exportadora convivió con el inquilinaje.', 3],
      ],
      tareas: ['resolucion_problemas', 'afiche', 'investigacion'],
    },
  ),
  instrumento(
    'HI1M OA 11',
    [
      'La construcción de la idea de nación en Chile',
      'Analiza cómo la prensa, la historiografía, la literatura, la movilización política y el sistema educacional extendieron la idea de nación en el Chile del siglo XIX.',
      'Analiza dos medios que extendieron la idea de nación.',
      'Nombra historiadores o diarios sin relacionarlos con la identidad nacional.',
      'No reconoce cómo se construyó la idea de nación.',
    ],
    [
      'Explica cómo la escuela o la prensa extendieron la idea de nación.',
      'Expliqué cómo la escuela o la prensa extendieron la idea de nación.',
    ],
    {
      id: 'hi1m-11-silabario-patriotico',
      tipo: 'fuente',
      titulo: 'Un libro escolar del siglo XIX',
      presentacion: [
        'Fragmento recreado para esta actividad, al estilo de un libro de lectura escolar de 1870: «Niño chileno: ama a tu patria, honra a los héroes de la independencia y canta con orgullo el himno nacional.»',
        'Historiadores como Barros Arana y Vicuña Mackenna escribieron la historia de la nación, y la escuela la enseñó a miles de niños.',
        'Vamos a analizar cómo la educación y la historiografía construyeron la identidad nacional.',
      ],
      materiales: ['Fragmento impreso', 'Imágenes de diarios del siglo XIX', 'Hoja de análisis'],
      pasos: [
        ['Analizar', 'Identificamos en el fragmento los símbolos y héroes de la nación.', 3],
        ['Investigar', 'Investigamos qué aportó un historiador o un diario a la idea de nación.', 3],
        ['Reflexionar', 'Explicamos qué grupos quedaban fuera de esa idea de nación.', 3],
      ],
      tareas: ['investigacion', 'ensayo', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'HI1M OA 12',
    [
      'Exploración y reconocimiento del territorio',
      'Describe cómo el Estado exploró y reconoció el territorio con misiones científicas, censos y cartografía, destacando el papel de científicos como Claudio Gay y de la Universidad de Chile.',
      'Describe una misión científica y un censo como formas de conocer el territorio.',
      'Nombra a Claudio Gay sin explicar para qué servía explorar el territorio.',
      'No reconoce las formas de exploración del territorio.',
    ],
    [
      'Explica para qué exploró el Estado el territorio en el siglo XIX.',
      'Expliqué para qué exploró el Estado el territorio en el siglo XIX.',
    ],
    {
      id: 'hi1m-12-expedicion-cientifica',
      tipo: 'fuente',
      titulo: 'El atlas de Claudio Gay',
      presentacion: [
        'El naturalista Claudio Gay recorrió Chile por encargo del Estado y publicó una historia física y política del país con mapas y láminas.',
        'Los censos, las expediciones y la cartografía permitieron al Estado conocer su población, aprovechar recursos y fijar fronteras.',
        'Vamos a analizar láminas del atlas y explicar los propósitos de la exploración.',
      ],
      materiales: ['Láminas del atlas de Claudio Gay', 'Mapa de Chile', 'Hoja de análisis'],
      pasos: [
        ['Observar', 'Analizamos qué muestra cada lámina: flora, fauna, costumbres o mapas.', 3],
        ['Relacionar', 'Explicamos qué propósito del Estado servía cada tipo de exploración.', 3],
        ['Investigar', 'Investigamos otra misión científica o censo del siglo XIX.', 3],
      ],
      tareas: ['investigacion', 'exposicion_oral'],
    },
  ),
  instrumento(
    'HI1M OA 13',
    [
      'Ocupación de Valdivia, Llanquihue, Chiloé y Magallanes',
      'Describe la ocupación de Valdivia, Llanquihue, Chiloé y el estrecho de Magallanes, analiza su valor estratégico, la inmigración europea y la relación con los pueblos originarios de esas zonas.',
      'Describe la colonización alemana o la ocupación de Magallanes y su valor estratégico.',
      'Nombra la colonización alemana sin analizar su valor estratégico.',
      'No reconoce la ocupación de Llanquihue ni de Magallanes.',
    ],
    [
      'Explica el valor estratégico de la ocupación del estrecho de Magallanes.',
      'Expliqué el valor estratégico de la ocupación del estrecho de Magallanes.',
    ],
    {
      id: 'hi1m-13-colonos-de-llanquihue',
      tipo: 'fuente',
      titulo: 'Los colonos de Llanquihue',
      presentacion: [
        'Carta recreada para esta actividad, en la voz de una colona alemana en 1853: «Vicente Pérez Rosales nos recibió en la orilla del lago; el bosque es inmenso y debemos despejarlo para sembrar.»',
        'La colonización de Llanquihue y la fundación del fuerte Bulnes en 1843 buscaban asegurar el sur del territorio.',
        'Vamos a analizar la fuente y considerar a los pueblos originarios que ya vivían allí.',
      ],
      materiales: ['Carta impresa', 'Mapa del sur de Chile', 'Hoja de análisis'],
      pasos: [
        ['Analizar', 'Identificamos en la carta los objetivos y las dificultades de los colonos.', 3],
        ['Mapa', 'Ubicamos Valdivia, Llanquihue, Chiloé y el fuerte Bulnes.', 3],
        ['Evaluar', 'Explicamos cómo afectó la colonización a los huilliche y a los pueblos de Magallanes.', 3],
      ],
      tareas: ['ensayo', 'afiche', 'investigacion', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'HI1M OA 14',
    [
      'La ocupación de la Araucanía',
      'Explica que la ocupación de la Araucanía fue una política estatal que afectó profundamente al pueblo mapuche mediante acción militar, fundación de ciudades, ferrocarril, reparto de tierras y radicación en reducciones.',
      'Explica dos medios de la ocupación de la Araucanía y su efecto en el pueblo mapuche.',
      'Describe la ocupación sin explicar su efecto en el pueblo mapuche.',
      'Presenta la ocupación de la Araucanía como un proceso sin conflicto.',
    ],
    [
      'Explica cómo las reducciones afectaron al pueblo mapuche.',
      'Expliqué cómo las reducciones afectaron al pueblo mapuche.',
    ],
    {
      id: 'hi1m-14-titulos-de-merced',
      tipo: 'problema',
      titulo: 'Tierras antes y después de la radicación',
      presentacion: [
        'Tras la ocupación de la Araucanía, el Estado entregó títulos de merced que radicaron a las comunidades mapuche en reducciones.',
        'Datos aproximados: el territorio mapuche al sur del Biobío tenía cerca de 10 millones de hectáreas; las reducciones sumaron unas 500.000 hectáreas.',
        'Vamos a analizar estos datos y el efecto de la ocupación en el pueblo mapuche.',
      ],
      tabla: {
        columnas: ['Dato', 'Hectáreas aproximadas'],
        filas: [
          ['Territorio mapuche antes de la ocupación', '10.000.000'],
          ['Tierras en reducciones', '500.000'],
          ['Porcentaje que quedó a las comunidades', ''],
        ],
      },
      materiales: ['Tabla impresa', 'Mapa de la Araucanía con fuertes y ferrocarril', 'Calculadora'],
      pasos: [
        ['Calcular', 'Calculamos el porcentaje de tierras que quedó a las comunidades mapuche.', 2],
        ['Mapa', 'Ubicamos fuertes, ciudades y el ferrocarril de la ocupación.', 3],
        ['Analizar', 'Explicamos las consecuencias de la radicación para la economía y la vida mapuche.', 4],
      ],
      tareas: ['resolucion_problemas', 'ensayo', 'investigacion'],
    },
  ),
  instrumento(
    'HI1M OA 15',
    [
      'La Guerra del Pacífico',
      'Analiza la Guerra del Pacífico: el conflicto económico por el salitre, su impacto en la sociedad chilena y en la ampliación del territorio, y evalúa su proyección en las relaciones con Perú y Bolivia.',
      'Analiza la disputa por el salitre y una consecuencia territorial de la guerra.',
      'Describe batallas, como la de Iquique, sin analizar causas ni consecuencias.',
      'Confunde la Guerra del Pacífico con otros conflictos.',
    ],
    [
      'Explica la relación entre el salitre y la Guerra del Pacífico.',
      'Expliqué la relación entre el salitre y la Guerra del Pacífico.',
    ],
    {
      id: 'hi1m-15-tres-miradas-de-la-guerra',
      tipo: 'fuente',
      titulo: 'Una guerra, tres miradas',
      presentacion: [
        'Fuente 1, recreada para esta actividad, en la voz de un diario chileno de 1879: «El impuesto boliviano al salitre viola el tratado de 1874.»',
        'Fuente 2, recreada para esta actividad, en la voz de un diario peruano de 1880: «Defendemos nuestro territorio de Tarapacá.»',
        'Vamos a contrastar fuentes de los países en guerra y analizar la proyección actual del conflicto.',
      ],
      materiales: ['Fuentes impresas', 'Mapas de 1870 y 1890', 'Hoja de contraste'],
      pasos: [
        ['Contrastar', 'Comparamos el punto de vista de cada fuente sobre la causa de la guerra.', 3],
        ['Mapas', 'Comparamos los mapas y describimos la ampliación del territorio chileno.', 3],
        ['Evaluar', 'Explicamos cómo la guerra sigue influyendo en las relaciones con Perú y Bolivia.', 3],
      ],
      tareas: ['ensayo', 'debate', 'investigacion', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'HI1M OA 16',
    [
      'El orden liberal y parlamentario',
      'Analiza el orden liberal y parlamentario: las reformas que fortalecieron al Congreso, las leyes laicas, la consolidación de los partidos, la ampliación del voto y la guerra civil de 1891.',
      'Analiza dos reformas liberales y su efecto en el poder del Congreso.',
      'Nombra las leyes laicas sin analizar el orden parlamentario.',
      'Confunde el orden liberal con la república conservadora.',
    ],
    [
      'Explica cómo las leyes laicas secularizaron las instituciones.',
      'Expliqué cómo las leyes laicas secularizaron las instituciones.',
    ],
    {
      id: 'hi1m-16-leyes-laicas',
      tipo: 'tema',
      titulo: 'Las leyes laicas y la guerra civil de 1891',
      presentacion: [
        'Entre 1883 y 1884 se aprobaron las leyes de cementerios laicos, matrimonio civil y registro civil.',
        'En 1891 el conflicto entre el Presidente Balmaceda y el Congreso terminó en una guerra civil que dio paso al parlamentarismo.',
        'Vamos a construir una línea de tiempo del orden liberal y parlamentario.',
      ],
      tabla: {
        columnas: ['Año', 'Reforma o hecho', 'Qué cambió'],
        filas: [
          ['1874', 'Ley electoral', ''],
          ['1883', 'Cementerios laicos', ''],
          ['1884', 'Matrimonio civil y registro civil', ''],
          ['1891', 'Guerra civil', ''],
        ],
      },
      materiales: ['Tira larga de papel', 'Plumones', 'Fragmentos de las leyes'],
      pasos: [
        ['Completar', 'Completamos la tabla con lo que cambió cada reforma liberal.', 3],
        ['Línea de tiempo', 'Dibujamos la línea de tiempo del orden liberal.', 3],
        ['Explicar', 'Explicamos por qué el Congreso ganó poder frente al Presidente.', 3],
      ],
      tareas: ['afiche', 'exposicion_oral', 'investigacion'],
    },
  ),
  instrumento(
    'HI1M OA 17',
    [
      'Transformaciones de la riqueza del salitre',
      'Caracteriza las transformaciones de la riqueza del salitre: el aumento del ingreso fiscal por los derechos de exportación, el crecimiento de otros sectores y la inversión pública en ferrocarriles, puertos y educación.',
      'Caracteriza el aumento del ingreso fiscal y un ejemplo de inversión pública.',
      'Nombra el salitre sin relacionarlo con el ingreso fiscal.',
      'No reconoce las transformaciones del ciclo salitrero.',
    ],
    [
      'Relaciona el ingreso fiscal del salitre con una obra pública.',
      'Relacioné el ingreso fiscal del salitre con una obra pública.',
    ],
    {
      id: 'hi1m-17-presupuesto-del-salitre',
      tipo: 'problema',
      titulo: 'El salitre en el presupuesto del Estado',
      presentacion: [
        'Hacia 1900, los impuestos a la exportación de salitre aportaban cerca de la mitad del ingreso fiscal de Chile.',
        'Con ese dinero el Estado construyó ferrocarriles, puertos, liceos y escuelas.',
        'Vamos a analizar datos aproximados y evaluar los riesgos de depender del salitre.',
      ],
      tabla: {
        columnas: ['Año', 'Ingreso fiscal por salitre (%)', 'Escuelas públicas (aprox.)'],
        filas: [
          ['1880', '5', '600'],
          ['1890', '45', '1.100'],
          ['1910', '50', '2.600'],
        ],
      },
      materiales: ['Tabla impresa', 'Papel cuadriculado', 'Imágenes de obras públicas'],
      pasos: [
        ['Graficar', 'Graficamos el aporte del salitre al ingreso fiscal.', 3],
        ['Relacionar', 'Relacionamos el ingreso con la inversión en escuelas y obras públicas.', 3],
        ['Evaluar', 'Explicamos qué riesgo tenía depender de un solo producto.', 3],
      ],
      tareas: ['resolucion_problemas', 'ensayo', 'investigacion'],
    },
  ),
  instrumento(
    'HI1M OA 18',
    [
      'La cuestión social',
      'Analiza las causas y rasgos de la cuestión social, como los conventillos, la mortalidad infantil y las condiciones laborales, las nuevas demandas populares, las formas de lucha obrera y la transformación de los partidos.',
      'Analiza dos rasgos de la cuestión social y una forma de lucha obrera.',
      'Describe la pobreza urbana sin relacionarla con la cuestión social.',
      'No reconoce la cuestión social.',
    ],
    [
      'Relaciona las condiciones de vida obrera con las demandas del movimiento obrero.',
      'Relacioné las condiciones de vida obrera con las demandas del movimiento obrero.',
    ],
    {
      id: 'hi1m-18-conventillo',
      tipo: 'fuente',
      titulo: 'La vida en un conventillo',
      presentacion: [
        'Relato recreado para esta actividad, en la voz de una lavandera de Santiago en 1905: «Vivimos ocho en una pieza; el patio tiene una sola llave de agua para veinte familias, y este invierno murieron dos guaguas del conventillo.»',
        'La cuestión social llevó a los obreros a organizarse en mutuales, mancomunales y huelgas.',
        'Vamos a analizar la fuente y las respuestas del movimiento obrero.',
      ],
      materiales: ['Relato impreso', 'Fotografías de conventillos', 'Hoja de análisis'],
      pasos: [
        ['Analizar', 'Identificamos en el relato los problemas de la cuestión social.', 3],
        ['Investigar', 'Investigamos una huelga o una organización obrera de la época.', 3],
        ['Relacionar', 'Explicamos qué demandas populares surgieron de estas condiciones.', 3],
      ],
      tareas: ['ensayo', 'dramatizacion', 'investigacion', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'HI1M OA 19',
    [
      'Escasez y relaciones económicas',
      'Explica el problema económico de la escasez frente a necesidades ilimitadas con ejemplos cotidianos, y las relaciones entre familias, empresas, Estado y resto del mundo: compraventa, salarios, impuestos y comercio exterior.',
      'Explica la escasez con un ejemplo y una relación entre agentes económicos.',
      'Define escasez sin relacionarla con decisiones económicas.',
      'Confunde necesidades con recursos.',
    ],
    [
      'Explica con un ejemplo cotidiano el problema de la escasez.',
      'Expliqué con un ejemplo cotidiano el problema de la escasez.',
    ],
    {
      id: 'hi1m-19-flujo-circular',
      tipo: 'problema',
      titulo: 'El flujo circular de la economía',
      presentacion: [
        'Una familia recibe un salario de una empresa, paga impuestos al Estado y compra bienes y servicios.',
        'Sus necesidades son muchas y su ingreso es limitado: debe decidir, y cada decisión tiene un costo de oportunidad.',
        'Vamos a dibujar el flujo circular y resolver un caso de escasez.',
      ],
      tabla: {
        columnas: ['Necesidad de la familia', 'Costo mensual', '¿Se puede cubrir con un ingreso de 800.000?'],
        filas: [
          ['Arriendo', '350.000', ''],
          ['Alimentación', '300.000', ''],
          ['Transporte', '80.000', ''],
          ['Vacaciones', '200.000', ''],
        ],
      },
      materiales: ['Papelógrafo', 'Tabla impresa', 'Calculadora'],
      pasos: [
        ['Diagrama', 'Dibujamos el flujo circular entre familias, empresas, Estado y resto del mundo.', 3],
        ['Resolver', 'Decidimos qué necesidades cubre la familia y cuál es su costo de oportunidad.', 4],
        ['Explicar', 'Explicamos por qué la escasez obliga a elegir.', 2],
      ],
      tareas: ['resolucion_problemas', 'exposicion_oral', 'investigacion'],
    },
  ),
  instrumento(
    'HI1M OA 20',
    [
      'El funcionamiento del mercado',
      'Explica cómo se forman los precios por la oferta y la demanda y qué factores alteran el mercado, como el monopolio, la colusión, la inflación y los aranceles.',
      'Explica la ley de la oferta y la demanda con un ejemplo y un factor que altera el mercado.',
      'Define oferta y demanda sin explicar cómo se forman los precios.',
      'Confunde la oferta con la demanda.',
    ],
    [
      'Explica cómo cambia el precio de un producto cuando sube su demanda.',
      'Expliqué cómo cambia el precio de un producto cuando sube su demanda.',
    ],
    {
      id: 'hi1m-20-precio-del-tomate',
      tipo: 'problema',
      titulo: 'El precio del tomate en la feria',
      presentacion: [
        'En invierno llega menos tomate a la feria y su precio sube; en verano hay mucha oferta y el precio baja.',
        'Si tres grandes vendedores se pusieran de acuerdo para subir el precio, habría colusión.',
        'Vamos a analizar datos y explicar cómo funciona el mercado.',
      ],
      tabla: {
        columnas: ['Mes', 'Kilos ofrecidos en la feria', 'Precio por kilo (pesos)'],
        filas: [
          ['Enero', '5.000', '600'],
          ['Abril', '3.000', '1.100'],
          ['Julio', '1.500', '2.000'],
        ],
      },
      materiales: ['Papel cuadriculado', 'Tabla impresa'],
      pasos: [
        ['Graficar', 'Graficamos la oferta y el precio del tomate en el año.', 3],
        ['Explicar', 'Explicamos la relación entre oferta, demanda y precios.', 3],
        ['Analizar', 'Analizamos qué pasaría con un monopolio o una colusión.', 3],
      ],
      tareas: ['resolucion_problemas', 'exposicion_oral', 'investigacion'],
    },
  ),
  instrumento(
    'HI1M OA 21',
    [
      'Instrumentos financieros: ahorro, crédito e inversión',
      'Caracteriza instrumentos de ahorro, crédito e inversión, como cuentas de ahorro, tarjetas y préstamos, acciones y previsión, y evalúa sus riesgos y beneficios con la tasa de interés.',
      'Caracteriza un instrumento de ahorro y uno de crédito con su tasa de interés.',
      'Nombra instrumentos financieros sin evaluar sus riesgos.',
      'Confunde ahorro con crédito.',
    ],
    [
      'Compara el costo de un crédito con el beneficio de una cuenta de ahorro.',
      'Comparé el costo de un crédito con el beneficio de una cuenta de ahorro.',
    ],
    {
      id: 'hi1m-21-comprar-un-computador',
      tipo: 'problema',
      titulo: '¿Ahorrar o pedir un crédito para un computador?',
      presentacion: [
        'Un computador cuesta 500.000 pesos.',
        'Opción A: ahorrar 50.000 pesos al mes en una cuenta de ahorro durante diez meses. Opción B: comprarlo con tarjeta de crédito en 12 cuotas de 52.000 pesos.',
        'Vamos a evaluar riesgos y beneficios de cada instrumento financiero.',
      ],
      tabla: {
        columnas: ['Opción', 'Instrumento financiero', 'Total pagado', 'Riesgo', 'Beneficio'],
        filas: [
          ['A', 'Cuenta de ahorro', '500.000', '', ''],
          ['B', 'Tarjeta de crédito', '', '', 'Tenerlo de inmediato'],
        ],
      },
      materiales: ['Tabla impresa', 'Calculadora'],
      pasos: [
        ['Calcular', 'Calculamos el total pagado con el crédito y el interés.', 3],
        ['Evaluar', 'Completamos los riesgos y beneficios de cada instrumento.', 3],
        ['Decidir', 'Justificamos qué opción conviene y en qué caso.', 3],
      ],
      tareas: ['resolucion_problemas', 'debate', 'investigacion'],
    },
  ),
  instrumento(
    'HI1M OA 22',
    [
      'Decisiones de consumo responsables',
      'Evalúa decisiones de consumo a la luz de los derechos del consumidor, las obligaciones financieras que se adquieren, el presupuesto y el sentido del ahorro y del endeudamiento.',
      'Evalúa una decisión de consumo considerando un derecho del consumidor y el presupuesto.',
      'Conoce algún derecho del consumidor, pero no lo aplica al evaluar una compra.',
      'No considera sus derechos como consumidor ni el endeudamiento.',
    ],
    [
      'Aplica un derecho del consumidor para evaluar una compra.',
      'Apliqué un derecho del consumidor para evaluar una compra.',
    ],
    {
      id: 'hi1m-22-caso-del-celular',
      tipo: 'problema',
      titulo: 'El caso del celular en cuotas',
      presentacion: [
        'Un aviso ofrece un celular a «solo 15.000 pesos al mes», sin decir que son 24 cuotas con intereses.',
        'A la semana de comprarlo, el celular falla y la tienda no quiere cambiarlo.',
        'Vamos a evaluar la decisión de consumo y los derechos del consumidor que están en juego.',
      ],
      materiales: [
        'Ley de protección de los derechos de los consumidores, fragmentos',
        'Calculadora',
        'Hoja de análisis',
      ],
      pasos: [
        ['Calcular', 'Calculamos el costo total del celular en 24 cuotas.', 2],
        ['Analizar', 'Identificamos qué derechos del consumidor se vulneraron: información veraz y garantía.', 4],
        ['Proponer', 'Escribimos un reclamo al Sernac y una recomendación de consumo responsable.', 3],
      ],
      tareas: ['carta', 'resolucion_problemas', 'investigacion'],
    },
  ),
  instrumento(
    'HI1M OA 23',
    [
      'Respuestas políticas a la cuestión social',
      'Explica que los problemas sociales generan respuestas políticas distintas, comparando las posturas del liberalismo, el socialismo, el anarquismo, el comunismo y el socialcristianismo ante la cuestión social.',
      'Compara dos respuestas políticas a la cuestión social.',
      'Define una ideología sin relacionarla con la cuestión social.',
      'Confunde las ideologías entre sí.',
    ],
    [
      'Compara cómo respondían el socialismo y el socialcristianismo a la cuestión social.',
      'Comparé cómo respondían el socialismo y el socialcristianismo a la cuestión social.',
    ],
    {
      id: 'hi1m-23-foro-de-ideologias',
      tipo: 'tema',
      titulo: 'Foro de 1910: ¿cómo resolver la cuestión social?',
      presentacion: [
        'Hacia 1910 liberales, socialistas, anarquistas y católicos sociales propusieron respuestas distintas a la cuestión social.',
        'La encíclica Rerum Novarum de 1891 inspiró al socialcristianismo; Recabarren difundió el socialismo obrero.',
        'Vamos a representar un foro donde cada ideología propone su solución.',
      ],
      materiales: ['Fichas de cada ideología', 'Ropa para caracterizarse', 'Pauta de debate'],
      pasos: [
        ['Investigar', 'Cada grupo investiga la respuesta de una ideología a la cuestión social.', 3],
        ['Foro', 'Cada grupo expone su solución y responde a las demás ideologías.', 4],
        ['Comparar', 'Completamos un cuadro comparativo de las respuestas políticas.', 2],
      ],
      tareas: ['debate', 'dramatizacion', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'HI1M OA 24',
    [
      'La sociedad chilena y los pueblos indígenas',
      'Evalúa con fuentes cómo han convivido y se han enfrentado la sociedad chilena y los pueblos indígenas, ayer y hoy, y reflexiona sobre el valor de la diversidad cultural y la interculturalidad.',
      'Evalúa con una fuente la relación entre el Estado y un pueblo indígena.',
      'Describe un pueblo indígena sin evaluar su relación con la sociedad chilena.',
      'No reconoce la diversidad cultural de los pueblos indígenas.',
    ],
    [
      'Evalúa con una fuente la relación entre la sociedad chilena y un pueblo indígena.',
      'Evalué con una fuente la relación entre la sociedad chilena y un pueblo indígena.',
    ],
    {
      id: 'hi1m-24-ley-indigena',
      tipo: 'fuente',
      titulo: 'Ayer y hoy: pueblos indígenas y Estado',
      presentacion: [
        'La Ley Indígena de 1993 reconoció a los pueblos originarios y creó la Conadi; en 2008 Chile ratificó el Convenio 169 de la OIT.',
        'En el censo de 2017, cerca del 13 % de la población se declaró perteneciente a un pueblo indígena, como el mapuche, el aymara o el rapa nui.',
        'Preguntas guía: ¿qué conflictos hubo en el pasado?, ¿qué reconoce hoy la ley?, ¿qué desafíos de interculturalidad quedan?',
      ],
      materiales: ['Fragmentos de la Ley Indígena y del Convenio 169', 'Datos del censo', 'Hoja de análisis'],
      pasos: [
        ['Analizar', 'Leemos las fuentes y anotamos qué derechos reconocen a los pueblos indígenas.', 3],
        ['Contrastar', 'Comparamos con un conflicto del pasado, como la ocupación de la Araucanía.', 3],
        ['Reflexionar', 'Escribimos una reflexión sobre la diversidad cultural y la interculturalidad.', 3],
      ],
      tareas: ['ensayo', 'investigacion'],
    },
  ),
  instrumento(
    'HI1M OA 25',
    [
      'Impacto ambiental de la industrialización',
      'Analiza el impacto ambiental de la industrialización, como la contaminación y las emisiones de combustibles fósiles, su proyección actual en el cambio climático y el debate sobre el desarrollo sostenible.',
      'Analiza un impacto ambiental de la industrialización y su proyección actual.',
      'Describe la contaminación sin relacionarla con la industrialización.',
      'No reconoce el impacto ambiental de la industrialización.',
    ],
    [
      'Relaciona la industrialización con un problema ambiental actual.',
      'Relacioné la industrialización con un problema ambiental actual.',
    ],
    {
      id: 'hi1m-25-zonas-de-sacrificio',
      tipo: 'problema',
      titulo: 'Debate: desarrollo industrial y medioambiente',
      presentacion: [
        'En algunas zonas industriales de Chile, como Quintero y Puchuncaví, la contaminación ha afectado la salud de los vecinos.',
        'Desde la Revolución Industrial, la quema de carbón y petróleo aumentó las emisiones que causan el cambio climático.',
        'Vamos a debatir cómo lograr un desarrollo sostenible.',
      ],
      materiales: ['Noticias sobre zonas industriales', 'Gráfico de emisiones mundiales', 'Pauta de debate'],
      pasos: [
        ['Analizar', 'Analizamos el gráfico de emisiones desde la industrialización.', 3],
        ['Preparar', 'Cada grupo prepara la postura de vecinos, empresas o Estado.', 3],
        ['Debatir', 'Debatimos propuestas de desarrollo sostenible para la zona.', 3],
      ],
      tareas: ['debate', 'ensayo', 'investigacion', 'trabajo_grupo'],
    },
  ),
]

/** 2° Medio. */
export const historia2m = [
  instrumento(
    'HI2M OA 01',
    [
      'Vanguardias y cultura de masas en entreguerras',
      'Relaciona los cambios culturales de entreguerras con la ruptura de los cánones estéticos en las vanguardias, como el dadaísmo y el surrealismo, y con el nacimiento de una cultura de masas con el cine, la radio y la publicidad.',
      'Relaciona una vanguardia y un medio de la cultura de masas con los cambios de entreguerras.',
      'Nombra vanguardias o medios de masas sin relacionarlos con la época.',
      'Confunde las vanguardias con el arte clásico.',
    ],
    [
      'Explica cómo una vanguardia rompió con los cánones estéticos tradicionales.',
      'Expliqué cómo una vanguardia rompió con los cánones estéticos tradicionales.',
    ],
    {
      id: 'hi2m-01-obra-surrealista',
      tipo: 'tema',
      titulo: 'Una exposición de vanguardias y cultura de masas',
      presentacion: [
        'Después de la Primera Guerra Mundial, el dadaísmo y el surrealismo rompieron con la belleza tradicional con obras hechas de recortes, sueños y objetos absurdos.',
        'Al mismo tiempo, el cine, la radio, el jazz y la publicidad crearon una cultura de masas.',
        'Vamos a montar una exposición que muestre estos cambios culturales de entreguerras.',
      ],
      materiales: ['Revistas para recortar', 'Cartulina', 'Pegamento', 'Reproductor de música'],
      pasos: [
        ['Investigar', 'Cada grupo investiga una vanguardia o un medio de la cultura de masas.', 3],
        [
          'Crear',
          'Creamos una obra con recortes al estilo del dadaísmo o un afiche publicitario de los años veinte.',
          4,
        ],
        ['Exponer', 'Explicamos qué canon estético rompe nuestra obra o qué muestra de la cultura de masas.', 2],
      ],
      tareas: ['afiche', 'exposicion_oral', 'investigacion', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'HI2M OA 02',
    [
      'La crisis del Estado liberal y los nuevos modelos',
      'Analiza la crisis del Estado liberal, con la Gran Depresión de 1929, y los nuevos modelos políticos y económicos: los totalitarismos fascista, nazi y soviético, el populismo latinoamericano y los primeros Estados de bienestar.',
      'Analiza la Gran Depresión y dos respuestas políticas o económicas a la crisis.',
      'Describe la crisis de 1929 sin relacionarla con los nuevos modelos.',
      'Confunde el totalitarismo con el Estado de bienestar.',
    ],
    [
      'Relaciona la Gran Depresión con el surgimiento de un totalitarismo o un Estado de bienestar.',
      'Relacioné la Gran Depresión con el surgimiento de un totalitarismo o un Estado de bienestar.',
    ],
    {
      id: 'hi2m-02-desempleo-y-votos',
      tipo: 'problema',
      titulo: 'Desempleo y votos en Alemania',
      presentacion: [
        'Tras la crisis de 1929, el desempleo en Alemania subió de cerca de 1,3 millones en 1928 a unos 6 millones en 1932.',
        'En el mismo periodo, el partido nazi pasó de menos del 3 % al 37 % de los votos.',
        'Vamos a analizar los datos y comparar la respuesta alemana con el New Deal de Estados Unidos.',
      ],
      tabla: {
        columnas: ['Año', 'Desempleados en Alemania (millones)', 'Votos del partido nazi (%)'],
        filas: [
          ['1928', '1,3', '2,6'],
          ['1930', '3,0', '18,3'],
          ['1932', '6,0', '37,3'],
        ],
      },
      materiales: ['Papel cuadriculado', 'Tabla impresa', 'Fuentes sobre el New Deal'],
      pasos: [
        ['Graficar', 'Graficamos el desempleo y los votos del partido nazi.', 3],
        ['Analizar', 'Explicamos cómo la crisis económica favoreció al totalitarismo.', 3],
        ['Comparar', 'Comparamos con el New Deal como primer paso del Estado de bienestar.', 3],
      ],
      tareas: ['resolucion_problemas', 'ensayo', 'investigacion'],
    },
  ),
  instrumento(
    'HI2M OA 03',
    [
      'La Segunda Guerra Mundial',
      'Analiza la Segunda Guerra Mundial: la fragilidad del orden de entreguerras, el choque ideológico entre Hitler, Stalin y las democracias, el Holocausto, los bombardeos a civiles, su escala planetaria y la bomba atómica.',
      'Analiza dos rasgos de la Segunda Guerra Mundial, como el Holocausto y su escala planetaria.',
      'Describe batallas de la Segunda Guerra Mundial sin analizar sus rasgos.',
      'Confunde la Segunda Guerra Mundial con la Primera.',
    ],
    ['Explica por qué el Holocausto fue un genocidio.', 'Expliqué por qué el Holocausto fue un genocidio.'],
    {
      id: 'hi2m-03-diario-en-el-escondite',
      tipo: 'fuente',
      titulo: 'Testimonios de la Segunda Guerra Mundial',
      presentacion: [
        'Testimonio recreado para esta actividad, en la voz de una adolescente judía escondida en Ámsterdam en 1943: «No podemos hacer ruido de día; afuera se llevan a familias enteras.»',
        'Testimonio recreado para esta actividad, en la voz de un sobreviviente de Hiroshima: «En un segundo la ciudad desapareció.»',
        'Vamos a analizar cómo la guerra afectó a la población civil y construir una línea de tiempo de 1939 a 1945.',
      ],
      materiales: ['Testimonios impresos', 'Mapa de Europa y el Pacífico', 'Tira larga de papel'],
      pasos: [
        ['Analizar', 'Identificamos en los testimonios la persecución nazi y los bombardeos a civiles.', 3],
        [
          'Línea de tiempo',
          'Construimos la línea de tiempo de la guerra desde la invasión de Polonia hasta la bomba atómica.',
          3,
        ],
        ['Reflexionar', 'Escribimos por qué el Holocausto es un crimen contra la humanidad.', 3],
      ],
      tareas: ['ensayo', 'afiche', 'investigacion', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'HI2M OA 04',
    [
      'Consecuencias de la Segunda Guerra Mundial',
      'Evalúa las consecuencias de la Segunda Guerra Mundial: el ascenso de Estados Unidos y la URSS como superpotencias, la pérdida de hegemonía europea, el inicio de la descolonización y la creación de la ONU y de la Declaración Universal.',
      'Evalúa dos consecuencias de la guerra, como las superpotencias y la ONU.',
      'Nombra consecuencias de la guerra sin evaluarlas.',
      'No reconoce las consecuencias de la Segunda Guerra Mundial.',
    ],
    [
      'Explica por qué la ONU y la Declaración Universal surgieron después de la guerra.',
      'Expliqué por qué la ONU y la Declaración Universal surgieron después de la guerra.',
    ],
    {
      id: 'hi2m-04-mapa-de-la-descolonizacion',
      tipo: 'tema',
      titulo: 'Un nuevo orden mundial en 1945',
      presentacion: [
        'En 1945 Europa estaba destruida y Estados Unidos y la URSS surgieron como superpotencias.',
        'Ese año se fundó la ONU; en 1948 se aprobó la Declaración Universal de los Derechos Humanos y la India ya era independiente.',
        'Vamos a construir un mapa de la descolonización y evaluar las consecuencias de la guerra.',
      ],
      tabla: {
        columnas: ['Consecuencia', 'Ejemplo', 'Importancia para el mundo actual'],
        filas: [
          ['Superpotencias', 'Estados Unidos y URSS', ''],
          ['Nuevo marco internacional', 'ONU', ''],
          ['Descolonización', 'Independencia de la India, 1947', ''],
        ],
      },
      materiales: ['Planisferio', 'Lápices de colores', 'Fechas de independencia de países de Asia y África'],
      pasos: [
        ['Mapa', 'Pintamos los países que se independizaron entre 1945 y 1975.', 3],
        ['Completar', 'Completamos la tabla de consecuencias de la guerra.', 3],
        ['Evaluar', 'Escribimos qué consecuencia sigue pesando más en el mundo actual.', 3],
      ],
      tareas: ['afiche', 'ensayo', 'investigacion'],
    },
  ),
  instrumento(
    'HI2M OA 05',
    [
      'Crisis del parlamentarismo y Constitución de 1925',
      'Analiza la crisis política del periodo parlamentario, con la rotativa ministerial y el ruido de sables, y la reconstrucción institucional con la Constitución de 1925, el presidencialismo y la reforma del sistema de partidos.',
      'Analiza la crisis del parlamentarismo y un cambio de la Constitución de 1925.',
      'Nombra la Constitución de 1925 sin analizar la crisis que la originó.',
      'Confunde la Constitución de 1925 con la de 1833.',
    ],
    [
      'Explica qué cambió la Constitución de 1925 respecto del parlamentarismo.',
      'Expliqué qué cambió la Constitución de 1925 respecto del parlamentarismo.',
    ],
    {
      id: 'hi2m-05-ruido-de-sables',
      tipo: 'fuente',
      titulo: 'El ruido de sables de 1924',
      presentacion: [
        'En septiembre de 1924 jóvenes oficiales hicieron sonar sus sables en el Senado para presionar por leyes sociales postergadas.',
        'La crisis del parlamentarismo terminó con la Constitución de 1925, que fortaleció al Presidente y separó la Iglesia del Estado.',
        'Vamos a analizar esta fuente y comparar el régimen parlamentario con el presidencial.',
      ],
      tabla: {
        columnas: ['Aspecto', 'Periodo parlamentario', 'Constitución de 1925'],
        filas: [
          ['Poder del Presidente', '', 'Fortalecido'],
          ['Poder del Congreso', 'Podía censurar ministros', ''],
          ['Relación Iglesia y Estado', '', ''],
        ],
      },
      materiales: ['Relato del ruido de sables', 'Fragmentos de la Constitución de 1925', 'Tabla impresa'],
      pasos: [
        ['Analizar', 'Explicamos qué mostraba el ruido de sables sobre la crisis política.', 3],
        ['Comparar', 'Completamos la tabla entre el parlamentarismo y el presidencialismo.', 3],
        ['Evaluar', 'Evaluamos si la Constitución de 1925 resolvió la crisis.', 3],
      ],
      tareas: ['ensayo', 'debate', 'investigacion'],
    },
  ),
  instrumento(
    'HI2M OA 06',
    [
      'De la Gran Depresión a la industrialización',
      'Analiza los cambios en Chile tras la Gran Depresión: el fin del ciclo salitrero y del crecimiento hacia afuera, un Estado promotor de la industrialización por sustitución de importaciones con la Corfo y del bienestar social.',
      'Analiza el fin del salitre y el papel de la Corfo en la industrialización.',
      'Nombra la Corfo sin relacionarla con la crisis de 1929.',
      'No reconoce el cambio de modelo económico tras la Gran Depresión.',
    ],
    [
      'Explica por qué el Estado promovió la industrialización después de 1930.',
      'Expliqué por qué el Estado promovió la industrialización después de 1930.',
    ],
    {
      id: 'hi2m-06-empresas-de-la-corfo',
      tipo: 'tema',
      titulo: 'Las empresas que impulsó la Corfo',
      presentacion: [
        'La Gran Depresión hizo caer las exportaciones de salitre y cobre, y Chile fue uno de los países más afectados del mundo.',
        'Desde 1939 la Corfo impulsó empresas como Endesa, la siderúrgica de Huachipato y la Enap: era el crecimiento hacia adentro.',
        'Preguntas guía: ¿qué produjo cada empresa?, ¿qué importación buscaba sustituir?, ¿qué efecto tuvo en el empleo?',
      ],
      materiales: ['Fichas de empresas de la Corfo', 'Mapa de Chile', 'Cartulina'],
      pasos: [
        ['Investigar', 'Cada grupo investiga una empresa impulsada por la Corfo.', 4],
        ['Mapa', 'Ubicamos las empresas en el mapa de Chile.', 2],
        ['Explicar', 'Explicamos cómo funcionaba la industrialización por sustitución de importaciones.', 3],
      ],
      tareas: ['investigacion', 'exposicion_oral', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'HI2M OA 07',
    [
      'Nuevos actores y democratización a mediados del siglo XX',
      'Evalúa cómo el voto femenino de 1949, el protagonismo de las clases media y obrera y el acceso a la radio, el cine y el deporte democratizaron la sociedad chilena a mediados del siglo XX.',
      'Evalúa dos cambios que democratizaron la sociedad, como el voto femenino y el acceso a la educación.',
      'Nombra el voto femenino sin evaluar la democratización.',
      'No reconoce nuevos actores sociales a mediados del siglo XX.',
    ],
    [
      'Evalúa cómo el voto femenino democratizó la sociedad chilena.',
      'Evalué cómo el voto femenino democratizó la sociedad chilena.',
    ],
    {
      id: 'hi2m-07-voto-femenino-1949',
      tipo: 'fuente',
      titulo: 'El voto femenino de 1949',
      presentacion: [
        'Discurso recreado para esta actividad, en la voz de una dirigente del Movimiento Pro Emancipación de las Mujeres en 1949: «Trabajamos, estudiamos y pagamos impuestos: es justo que también elijamos al Presidente.»',
        'En 1949 las mujeres obtuvieron el voto en todas las elecciones, y en 1952 votaron por primera vez en una presidencial.',
        'Vamos a analizar la fuente y evaluar la democratización de mediados del siglo XX.',
      ],
      tabla: {
        columnas: ['Elección presidencial', 'Inscritos (aprox.)', 'Porcentaje de mujeres inscritas'],
        filas: [
          ['1946', '630.000', '0'],
          ['1952', '1.100.000', '32'],
          ['1964', '2.900.000', '47'],
        ],
      },
      materiales: ['Discurso impreso', 'Tabla impresa', 'Papel cuadriculado'],
      pasos: [
        ['Analizar', 'Identificamos los argumentos del discurso a favor del sufragio femenino.', 3],
        ['Graficar', 'Graficamos el aumento de inscritos y de mujeres votantes.', 3],
        ['Evaluar', 'Escribimos cómo las mujeres y las clases medias cambiaron la democracia.', 3],
      ],
      tareas: ['ensayo', 'resolucion_problemas', 'investigacion', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'HI2M OA 08',
    [
      'La Guerra Fría',
      'Analiza la Guerra Fría como enfrentamiento ideológico entre el bloque capitalista y el socialista bajo amenaza nuclear, expresado en conflictos locales como Corea o Vietnam, y en la política, la cultura, el deporte y la ciencia.',
      'Analiza el enfrentamiento entre Estados Unidos y la URSS y un conflicto local.',
      'Nombra a Estados Unidos y la URSS sin analizar la Guerra Fría.',
      'Confunde la Guerra Fría con la Segunda Guerra Mundial.',
    ],
    [
      'Da un ejemplo de cómo la Guerra Fría se expresó en la ciencia o el deporte.',
      'Di un ejemplo de cómo la Guerra Fría se expresó en la ciencia o el deporte.',
    ],
    {
      id: 'hi2m-08-carrera-espacial',
      tipo: 'tema',
      titulo: 'La carrera espacial en la Guerra Fría',
      presentacion: [
        'En 1957 la URSS lanzó el Sputnik y en 1961 Gagarin fue el primer ser humano en el espacio; en 1969 Estados Unidos llegó a la Luna.',
        'La carrera espacial fue una competencia entre dos bloques que también se enfrentaban en Corea, Vietnam y Cuba, bajo la amenaza nuclear.',
        'Vamos a construir una línea de tiempo de la Guerra Fría con sus expresiones en la ciencia, el deporte y los conflictos locales.',
      ],
      materiales: ['Tira larga de papel', 'Imágenes de la época', 'Plumones'],
      pasos: [
        [
          'Investigar',
          'Cada grupo investiga un ámbito de la Guerra Fría: ciencia, deporte, cultura o conflictos locales.',
          3,
        ],
        ['Línea de tiempo', 'Construimos la línea de tiempo de 1947 a 1991 con los hechos de cada ámbito.', 4],
        ['Analizar', 'Explicamos por qué nunca hubo un enfrentamiento directo entre las superpotencias.', 2],
      ],
      tareas: ['afiche', 'exposicion_oral', 'investigacion', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'HI2M OA 09',
    [
      'Cambios de la sociedad occidental en la Guerra Fría',
      'Reconoce los cambios de la sociedad occidental durante la Guerra Fría: el crecimiento económico y el Estado de bienestar, la sociedad de consumo y la televisión, los derechos civiles y el desarrollo tecnológico.',
      'Reconoce dos cambios sociales de la posguerra, como la sociedad de consumo y los derechos civiles.',
      'Nombra la televisión o el consumo sin relacionarlos con la sociedad occidental.',
      'No reconoce el Estado de bienestar ni los derechos civiles de la posguerra.',
    ],
    [
      'Explica un avance de los derechos civiles durante la Guerra Fría.',
      'Expliqué un avance de los derechos civiles durante la Guerra Fría.',
    ],
    {
      id: 'hi2m-09-tengo-un-sueno',
      tipo: 'fuente',
      titulo: 'Derechos civiles y sociedad de consumo',
      presentacion: [
        'En 1963 Martin Luther King pronunció en Washington un discurso contra la segregación racial; en 1964 se aprobó la ley de derechos civiles de Estados Unidos.',
        'En esos años la televisión, los electrodomésticos y la publicidad expandieron la sociedad de consumo.',
        'Vamos a analizar estos cambios sociales y compararlos con la vida actual.',
      ],
      materiales: ['Fragmento adaptado del discurso', 'Avisos publicitarios de los años cincuenta', 'Hoja de análisis'],
      pasos: [
        ['Analizar', 'Identificamos las demandas de derechos civiles en el discurso.', 3],
        ['Publicidad', 'Analizamos qué promete un aviso de la sociedad de consumo de la posguerra.', 3],
        ['Relacionar', 'Explicamos qué cambios de esa época siguen presentes hoy.', 3],
      ],
      tareas: ['ensayo', 'exposicion_oral', 'investigacion'],
    },
  ),
  instrumento(
    'HI2M OA 10',
    [
      'Revolución y reforma en América Latina',
      'Caracteriza la movilización social en América Latina como una tensión entre revolución y reforma, considerando la Revolución cubana, la influencia de Estados Unidos, los golpes de Estado y las dictaduras con sus violaciones de derechos humanos.',
      'Caracteriza la Revolución cubana y la respuesta de Estados Unidos en América Latina.',
      'Nombra dictaduras latinoamericanas sin relacionarlas con la Guerra Fría.',
      'Confunde la revolución con la reforma en América Latina.',
    ],
    [
      'Explica cómo la Revolución cubana influyó en América Latina.',
      'Expliqué cómo la Revolución cubana influyó en América Latina.',
    ],
    {
      id: 'hi2m-10-mapa-de-las-dictaduras',
      tipo: 'tema',
      titulo: 'Mapa de América Latina entre 1959 y 1990',
      presentacion: [
        'La Revolución cubana de 1959 inspiró movimientos revolucionarios; Estados Unidos respondió con la Alianza para el Progreso y con apoyo a gobiernos militares.',
        'Entre 1964 y 1990 hubo dictaduras en Brasil, Argentina, Uruguay, Chile y otros países, con graves violaciones de derechos humanos.',
        'Vamos a construir un mapa y una línea de tiempo de América Latina en la Guerra Fría.',
      ],
      tabla: {
        columnas: ['País', 'Hecho', 'Año', '¿Revolución, reforma o dictadura?'],
        filas: [
          ['Cuba', 'Revolución cubana', '1959', ''],
          ['Brasil', 'Golpe de Estado', '1964', ''],
          ['Argentina', 'Golpe de Estado', '1976', ''],
          ['Nicaragua', 'Revolución sandinista', '1979', ''],
        ],
      },
      materiales: ['Mapa mudo de América Latina', 'Lápices de colores', 'Tabla impresa'],
      pasos: [
        ['Mapa', 'Pintamos en el mapa las revoluciones, las reformas y las dictaduras.', 3],
        ['Completar', 'Completamos la tabla con los hechos de cada país.', 3],
        ['Analizar', 'Explicamos la tensión entre revolución y reforma en América Latina.', 3],
      ],
      tareas: ['afiche', 'ensayo', 'investigacion'],
    },
  ),
  instrumento(
    'HI2M OA 11',
    [
      'El fin de la Guerra Fría y la globalización',
      'Analiza los procesos que cerraron la Guerra Fría, como la crisis de la URSS, la caída del muro de Berlín y del comunismo, el auge del neoliberalismo y la aceleración de la globalización económica y tecnológica.',
      'Analiza la caída del muro de Berlín o la disolución de la URSS y la globalización.',
      'Nombra la caída del muro de Berlín sin analizar sus causas ni efectos.',
      'No reconoce el fin de la Guerra Fría.',
    ],
    [
      'Relaciona el fin de la Guerra Fría con la globalización.',
      'Relacioné el fin de la Guerra Fría con la globalización.',
    ],
    {
      id: 'hi2m-11-caida-del-muro',
      tipo: 'fuente',
      titulo: 'La noche de la caída del muro de Berlín',
      presentacion: [
        'Testimonio recreado para esta actividad, en la voz de un joven de Berlín Este el 9 de noviembre de 1989: «Cruzamos la frontera sin que nadie nos detuviera; mi abuela lloraba al ver a su hermana después de veintiocho años.»',
        'En 1991 se disolvió la Unión Soviética y el mundo entró en una era de globalización, con internet y libre comercio.',
        'Vamos a analizar el testimonio y explicar cómo terminó la Guerra Fría.',
      ],
      materiales: ['Testimonio impreso', 'Mapas de Europa de 1989 y 1993', 'Hoja de análisis'],
      pasos: [
        ['Analizar', 'Identificamos qué significó la caída del muro para los berlineses.', 3],
        ['Comparar', 'Comparamos los mapas de Europa antes y después de la disolución de la URSS.', 3],
        ['Relacionar', 'Explicamos cómo el fin de la Guerra Fría aceleró la globalización.', 3],
      ],
      tareas: ['ensayo', 'exposicion_oral', 'investigacion', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'HI2M OA 12',
    [
      'Pobreza y migración campo-ciudad a mediados del siglo XX',
      'Caracteriza la pobreza y la precariedad del Chile de mediados del siglo XX y evalúa el impacto de la migración del campo a la ciudad en el crecimiento urbano, la segregación y la falta de vivienda.',
      'Caracteriza la migración campo-ciudad y un problema urbano que provocó.',
      'Describe la pobreza sin relacionarla con la migración campo-ciudad.',
      'No reconoce la pobreza del Chile de mediados del siglo XX.',
    ],
    [
      'Explica cómo la migración del campo a la ciudad produjo poblaciones callampa.',
      'Expliqué cómo la migración del campo a la ciudad produjo poblaciones callampa.',
    ],
    {
      id: 'hi2m-12-crecimiento-de-santiago',
      tipo: 'problema',
      titulo: 'El crecimiento de Santiago, 1940 a 1970',
      presentacion: [
        'Según los censos, Santiago pasó de cerca de 950.000 habitantes en 1940 a unos 2.800.000 en 1970.',
        'Muchas familias que llegaron del campo vivieron en poblaciones callampa o en tomas de terreno.',
        'Vamos a analizar los datos y evaluar el impacto de la migración campo-ciudad.',
      ],
      tabla: {
        columnas: ['Año del censo', 'Población de Santiago (aprox.)', 'Población urbana de Chile (%)'],
        filas: [
          ['1940', '950.000', '52'],
          ['1952', '1.350.000', '60'],
          ['1970', '2.800.000', '75'],
        ],
      },
      materiales: ['Papel cuadriculado', 'Tabla impresa', 'Fotografías de poblaciones callampa'],
      pasos: [
        ['Graficar', 'Graficamos el crecimiento urbano de Santiago.', 3],
        ['Analizar', 'Explicamos las causas de la migración del campo a la ciudad.', 3],
        ['Evaluar', 'Evaluamos el impacto en la vivienda y la segregación urbana.', 3],
      ],
      tareas: ['resolucion_problemas', 'ensayo', 'investigacion'],
    },
  ),
  instrumento(
    'HI2M OA 13',
    [
      'El Chile de los años sesenta',
      'Analiza el Chile de los años sesenta, con nuevos actores movilizados como jóvenes, campesinos y pobladores, y evalúa las reformas estructurales, como la reforma agraria, y los proyectos de la Democracia Cristiana y la Unidad Popular.',
      'Analiza la reforma agraria y un nuevo actor movilizado de los años sesenta.',
      'Nombra la Democracia Cristiana o la Unidad Popular sin analizar sus proyectos.',
      'Confunde los proyectos de los años sesenta entre sí.',
    ],
    [
      'Explica qué buscaba la reforma agraria de los años sesenta.',
      'Expliqué qué buscaba la reforma agraria de los años sesenta.',
    ],
    {
      id: 'hi2m-13-reforma-agraria',
      tipo: 'fuente',
      titulo: 'La reforma agraria desde dos miradas',
      presentacion: [
        'Testimonio recreado para esta actividad, en la voz de un campesino de 1967: «Por primera vez tenemos sindicato y la tierra que trabajamos podrá ser nuestra.»',
        'Testimonio recreado para esta actividad, en la voz de un propietario agrícola: «Me expropiaron el fundo que mi familia trabajó por generaciones.»',
        'Vamos a contrastar las miradas y evaluar la reforma agraria del gobierno de Frei Montalva y de la Unidad Popular.',
      ],
      materiales: ['Testimonios impresos', 'Datos de hectáreas expropiadas', 'Hoja de contraste'],
      pasos: [
        ['Contrastar', 'Comparamos las dos miradas sobre la reforma agraria.', 3],
        ['Analizar', 'Explicamos cómo se movilizaron los campesinos y los pobladores en los años sesenta.', 3],
        ['Evaluar', 'Escribimos una evaluación fundamentada de las reformas estructurales.', 3],
      ],
      tareas: ['ensayo', 'debate', 'investigacion', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'HI2M OA 14',
    [
      'La crisis de comienzos de los años setenta',
      'Analiza la crisis de comienzos de los años setenta: la polarización, la desvalorización de la institucionalidad, las expropiaciones, la hiperinflación y el desabastecimiento, la movilización social, la intervención extranjera y el rol de las Fuerzas Armadas.',
      'Analiza la polarización y la crisis económica de la Unidad Popular.',
      'Describe hechos del gobierno de Allende sin analizar la crisis.',
      'No reconoce la crisis de comienzos de los años setenta.',
    ],
    [
      'Explica cómo la hiperinflación y el desabastecimiento agravaron la crisis de 1972 y 1973.',
      'Expliqué cómo la hiperinflación y el desabastecimiento agravaron la crisis de 1972 y 1973.',
    ],
    {
      id: 'hi2m-14-inflacion-1970-1973',
      tipo: 'problema',
      titulo: 'Inflación y desabastecimiento, 1970 a 1973',
      presentacion: [
        'La inflación anual en Chile fue de cerca de 35 % en 1970, 22 % en 1971, 260 % en 1972 y más de 600 % en 1973.',
        'Hubo filas para comprar alimentos, mercado negro y un paro de camioneros en octubre de 1972, en un clima de polarización.',
        'Vamos a analizar los datos y explicar la crisis de la Unidad Popular desde varios factores.',
      ],
      tabla: {
        columnas: ['Año', 'Inflación anual aproximada (%)'],
        filas: [
          ['1970', '35'],
          ['1971', '22'],
          ['1972', '260'],
          ['1973', '600'],
        ],
      },
      materiales: ['Papel cuadriculado', 'Tabla impresa', 'Portadas de diarios de la época'],
      pasos: [
        ['Graficar', 'Graficamos la inflación y describimos la tendencia.', 2],
        ['Analizar', 'Relacionamos la hiperinflación con el desabastecimiento y el mercado negro.', 3],
        ['Factores', 'Hacemos un esquema con los factores políticos, económicos y externos de la crisis.', 4],
      ],
      tareas: ['resolucion_problemas', 'ensayo', 'investigacion'],
    },
  ),
  instrumento(
    'HI2M OA 15',
    [
      'Explicaciones historiográficas del golpe de Estado de 1973',
      'Contrasta críticamente explicaciones de distintos historiadores sobre el golpe de Estado de 1973 y el quiebre democrático, identificando los factores que cada una destaca y sus evidencias.',
      'Contrasta dos explicaciones del golpe de Estado e identifica el factor que destaca cada una.',
      'Resume una explicación del quiebre democrático sin contrastarla con otra.',
      'Presenta una sola versión del golpe de Estado como la única posible.',
    ],
    [
      'Contrasta dos interpretaciones de historiadores sobre el golpe de Estado de 1973.',
      'Contrasté dos interpretaciones de historiadores sobre el golpe de Estado de 1973.',
    ],
    {
      id: 'hi2m-15-tres-interpretaciones',
      tipo: 'fuente',
      titulo: 'Tres explicaciones del quiebre democrático',
      presentacion: [
        'Explicación 1, resumida para esta actividad: el quiebre democrático se explica por la polarización y por proyectos políticos que no buscaron acuerdos.',
        'Explicación 2, resumida para esta actividad: pesaron la crisis económica y la intervención extranjera en el contexto de la Guerra Fría.',
        'Explicación 3, resumida para esta actividad: fue decisiva la decisión de las Fuerzas Armadas y de sectores civiles de romper la institucionalidad.',
        'Vamos a contrastar estas interpretaciones de historiadores sobre el golpe de Estado de 1973.',
      ],
      tabla: {
        columnas: ['Explicación', 'Factor que destaca', 'Evidencia que podría apoyarla', 'Qué deja fuera'],
        filas: [
          ['1', 'Polarización política', '', ''],
          ['2', '', '', ''],
          ['3', '', '', ''],
        ],
      },
      materiales: ['Explicaciones impresas', 'Tabla impresa', 'Fuentes de la época seleccionadas por el docente'],
      pasos: [
        ['Identificar', 'Identificamos el factor principal de cada explicación.', 3],
        ['Evidencias', 'Buscamos en las fuentes evidencias que apoyen o discutan cada explicación.', 4],
        ['Escribir', 'Escribimos un ensayo que contraste al menos dos interpretaciones.', 3],
      ],
      tareas: ['ensayo', 'debate', 'investigacion', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'HI2M OA 16',
    [
      'Dictadura, derechos humanos y defensa de las víctimas',
      'Explica que bajo la dictadura no rigió el Estado de derecho y hubo violaciones sistemáticas de los derechos humanos, como detenidos desaparecidos, tortura y exilio, y reconoce a las instituciones que defendieron a las víctimas.',
      'Explica las violaciones de derechos humanos en dictadura y nombra una institución que defendió a las víctimas.',
      'Nombra la dictadura militar sin explicar la ausencia del Estado de derecho.',
      'No reconoce las violaciones de derechos humanos en dictadura.',
    ],
    [
      'Explica qué hizo la Vicaría de la Solidaridad por las víctimas.',
      'Expliqué qué hizo la Vicaría de la Solidaridad por las víctimas.',
    ],
    {
      id: 'hi2m-16-informes-rettig-y-valech',
      tipo: 'fuente',
      titulo: 'Lo que dicen los informes Rettig y Valech',
      presentacion: [
        'El Informe Rettig de 1991 calificó más de 2.000 casos de muertos y detenidos desaparecidos por agentes del Estado durante la dictadura; la cifra aumentó en calificaciones posteriores.',
        'El Informe Valech reconoció a decenas de miles de víctimas de prisión política y tortura.',
        'Vamos a analizar estas fuentes y el trabajo de la Vicaría de la Solidaridad en defensa de las víctimas.',
      ],
      materiales: [
        'Extractos de los informes',
        'Información del Museo de la Memoria y los Derechos Humanos',
        'Hoja de análisis',
      ],
      pasos: [
        ['Analizar', 'Identificamos en las fuentes qué derechos humanos fueron violados.', 3],
        [
          'Investigar',
          'Investigamos cómo la Vicaría de la Solidaridad y otras instituciones defendieron a las víctimas.',
          3,
        ],
        ['Reflexionar', 'Escribimos por qué el Estado de derecho protege a las personas.', 3],
      ],
      tareas: ['investigacion', 'ensayo'],
    },
  ),
  instrumento(
    'HI2M OA 17',
    [
      'El modelo económico neoliberal',
      'Caracteriza el modelo neoliberal aplicado en dictadura: el nuevo rol subsidiario del Estado y el menor gasto social, la primacía del mercado, las privatizaciones, la apertura comercial y la expansión del crédito.',
      'Caracteriza dos rasgos del modelo neoliberal, como las privatizaciones y la apertura comercial.',
      'Nombra el neoliberalismo sin caracterizar sus rasgos.',
      'Confunde el modelo neoliberal con la industrialización por sustitución de importaciones.',
    ],
    [
      'Compara el rol del Estado en el modelo neoliberal con el del Estado empresario.',
      'Comparé el rol del Estado en el modelo neoliberal con el del Estado empresario.',
    ],
    {
      id: 'hi2m-17-estado-empresario-y-subsidiario',
      tipo: 'problema',
      titulo: 'Del Estado empresario al Estado subsidiario',
      presentacion: [
        'Antes de 1973 el Estado era dueño de muchas empresas y protegía la industria con altos aranceles.',
        'Con el modelo neoliberal se privatizaron empresas, los aranceles bajaron a un 10 % y se crearon las AFP y las Isapre.',
        'Vamos a comparar ambos modelos económicos.',
      ],
      tabla: {
        columnas: ['Aspecto', 'Estado empresario (hasta 1973)', 'Modelo neoliberal'],
        filas: [
          ['Empresas públicas', 'Muchas', ''],
          ['Aranceles', 'Altos', 'Cerca de 10 %'],
          ['Pensiones', '', 'AFP'],
          ['Rol del Estado', '', 'Subsidiario'],
        ],
      },
      materiales: ['Tabla impresa', 'Datos de privatizaciones', 'Papelógrafo'],
      pasos: [
        ['Comparar', 'Completamos la tabla entre ambos modelos económicos.', 3],
        ['Analizar', 'Explicamos qué significa el rol subsidiario del Estado.', 3],
        ['Evaluar', 'Discutimos efectos del modelo neoliberal en el crecimiento y en la desigualdad.', 3],
      ],
      tareas: ['resolucion_problemas', 'debate', 'investigacion'],
    },
  ),
  instrumento(
    'HI2M OA 18',
    [
      'La institucionalidad de la Constitución de 1980',
      'Analiza la Constitución de 1980, con sus artículos transitorios, quórums calificados, rol tutelar de las Fuerzas Armadas, senadores designados y Consejo de Seguridad Nacional, y evalúa sus cambios y continuidades.',
      'Analiza dos rasgos de la Constitución de 1980 y una reforma posterior.',
      'Nombra la Constitución de 1980 sin analizar su institucionalidad.',
      'Confunde la Constitución de 1980 con la de 1925.',
    ],
    [
      'Explica qué cambió en la Constitución de 1980 con la reforma de 2005.',
      'Expliqué qué cambió en la Constitución de 1980 con la reforma de 2005.',
    ],
    {
      id: 'hi2m-18-reformas-constitucionales',
      tipo: 'tema',
      titulo: 'La Constitución de 1980 y sus reformas',
      presentacion: [
        'La Constitución de 1980 se aprobó en un plebiscito sin registros electorales y estableció senadores designados y un rol tutelar de las Fuerzas Armadas.',
        'Fue reformada en 1989 y en 2005, cuando se eliminaron los senadores designados y vitalicios.',
        'Vamos a construir una línea de tiempo de sus cambios y continuidades.',
      ],
      tabla: {
        columnas: ['Rasgo de 1980', '¿Se mantiene o cambió?', 'Año del cambio'],
        filas: [
          ['Senadores designados', '', '2005'],
          ['Consejo de Seguridad Nacional con poder de autoconvocarse', '', ''],
          ['Quórums calificados para algunas leyes', '', ''],
        ],
      },
      materiales: ['Tira larga de papel', 'Fragmentos de la Constitución', 'Tabla impresa'],
      pasos: [
        ['Analizar', 'Explicamos cada rasgo de la institucionalidad de 1980.', 3],
        ['Línea de tiempo', 'Ubicamos las reformas constitucionales de 1989 y 2005.', 3],
        ['Evaluar', 'Escribimos qué cambios y continuidades tiene la Constitución con el presente.', 3],
      ],
      tareas: ['afiche', 'ensayo', 'investigacion'],
    },
  ),
  instrumento(
    'HI2M OA 19',
    [
      'Factores de la recuperación democrática',
      'Explica qué factores impulsaron la recuperación democrática en los años ochenta: la crisis económica de 1982, las protestas nacionales, la rearticulación de los partidos y la mediación de la Iglesia, los organismos de derechos humanos y la comunidad internacional.',
      'Explica dos factores de la recuperación democrática, como la crisis de 1982 y las protestas.',
      'Nombra las protestas sin relacionarlas con la recuperación democrática.',
      'No reconoce los factores de la recuperación democrática.',
    ],
    [
      'Relaciona la crisis de 1982 con las protestas nacionales.',
      'Relacioné la crisis de 1982 con las protestas nacionales.',
    ],
    {
      id: 'hi2m-19-jornadas-de-protesta',
      tipo: 'fuente',
      titulo: 'Las jornadas de protesta de 1983',
      presentacion: [
        'En 1982 la economía cayó fuertemente y el desempleo superó el 20 %.',
        'En mayo de 1983 comenzaron las protestas nacionales, con golpes de cacerolas en las poblaciones y en los barrios, convocadas por sindicatos y partidos de oposición.',
        'Vamos a analizar testimonios de la época y los factores de la recuperación democrática.',
      ],
      materiales: ['Testimonios recreados para la actividad', 'Datos de desempleo de 1982', 'Hoja de análisis'],
      pasos: [
        ['Analizar', 'Identificamos en los testimonios las demandas de las protestas.', 3],
        ['Esquema', 'Hacemos un esquema de los factores internos y externos de la recuperación democrática.', 3],
        ['Explicar', 'Explicamos el papel de la Iglesia y de la comunidad internacional.', 3],
      ],
      tareas: ['ensayo', 'exposicion_oral', 'investigacion'],
    },
  ),
  instrumento(
    'HI2M OA 20',
    [
      'La transición a la democracia',
      'Analiza la transición: el plebiscito de 1988, los acuerdos entre gobierno y oposición, las reformas constitucionales de 1989, las tensiones cívico-militares, el consenso en la democracia representativa y las políticas de reparación como la Comisión Rettig.',
      'Analiza el plebiscito de 1988 y una característica de la transición.',
      'Nombra el plebiscito sin analizar la transición.',
      'Confunde la transición con el golpe de Estado.',
    ],
    [
      'Explica por qué el plebiscito de 1988 abrió la transición a la democracia.',
      'Expliqué por qué el plebiscito de 1988 abrió la transición a la democracia.',
    ],
    {
      id: 'hi2m-20-franja-del-no',
      tipo: 'fuente',
      titulo: 'La campaña del plebiscito de 1988',
      presentacion: [
        'En el plebiscito del 5 de octubre de 1988 votó más del 90 % de los inscritos; la opción No ganó con cerca del 56 %.',
        'En 1990 asumió Patricio Aylwin y se creó la Comisión Rettig para esclarecer las violaciones de derechos humanos.',
        'Vamos a analizar la campaña del plebiscito y las tensiones de la transición.',
      ],
      tabla: {
        columnas: ['Año', 'Hecho de la transición', 'Qué cambió'],
        filas: [
          ['1988', 'Plebiscito', ''],
          ['1989', 'Reformas constitucionales y elecciones', ''],
          ['1990', 'Asume Aylwin', ''],
          ['1991', 'Informe Rettig', ''],
        ],
      },
      materiales: ['Videos o afiches de la campaña de 1988', 'Tabla impresa'],
      pasos: [
        ['Analizar', 'Comparamos los mensajes de las campañas del Sí y del No.', 3],
        ['Completar', 'Completamos la tabla con los hechos de la transición.', 3],
        ['Evaluar', 'Explicamos qué tensiones cívico-militares y acuerdos marcaron la transición.', 3],
      ],
      tareas: ['ensayo', 'afiche', 'investigacion'],
    },
  ),
  instrumento(
    'HI2M OA 21',
    [
      'La sociedad chilena desde 1990',
      'Analiza la sociedad chilena desde la recuperación democrática: los cambios en la estructura social y la pobreza, el acceso a bienes y tecnologías, la educación, el mercado laboral y las demandas de grupos históricamente discriminados.',
      'Analiza dos cambios de la sociedad chilena desde 1990 con datos.',
      'Describe cambios desde 1990 sin datos ni análisis.',
      'No reconoce cambios en la sociedad chilena desde 1990.',
    ],
    [
      'Explica con datos de la encuesta Casen un cambio de la sociedad chilena desde 1990.',
      'Expliqué con datos de la encuesta Casen un cambio de la sociedad chilena desde 1990.',
    ],
    {
      id: 'hi2m-21-datos-casen',
      tipo: 'problema',
      titulo: 'Chile desde 1990 en datos',
      presentacion: [
        'Según la encuesta Casen, la pobreza bajó de cerca del 39 % en 1990 a alrededor del 15 % en 2009, con la metodología de entonces.',
        'La matrícula en educación superior pasó de unos 250.000 estudiantes en 1990 a más de 1.100.000 en 2019, y surgieron demandas como la revolución pingüina de 2006.',
        'Vamos a analizar estos datos y evaluar los cambios de la sociedad chilena.',
      ],
      tabla: {
        columnas: ['Indicador', '1990', 'Dato reciente'],
        filas: [
          ['Pobreza (%)', '39', '15 (2009)'],
          ['Estudiantes de educación superior', '250.000', '1.100.000 (2019)'],
          ['Hogares con internet (%)', '0', ''],
        ],
      },
      materiales: ['Tabla impresa', 'Papel cuadriculado', 'Datos de la encuesta Casen'],
      pasos: [
        ['Graficar', 'Graficamos la reducción de la pobreza desde 1990.', 3],
        ['Investigar', 'Completamos el dato de internet y buscamos otro indicador de desigualdad.', 3],
        ['Evaluar', 'Escribimos qué demandas de grupos discriminados siguen pendientes.', 3],
      ],
      tareas: ['resolucion_problemas', 'ensayo', 'investigacion', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'HI2M OA 22',
    [
      'El concepto de derechos humanos y su institucionalidad',
      'Analiza el concepto de derechos humanos con sus rasgos de universalidad, indivisibilidad, interdependencia e imprescriptibilidad, y la institucionalidad nacional e internacional que los protege, como el INDH y la Corte Interamericana.',
      'Analiza dos rasgos de los derechos humanos y una institución que los protege.',
      'Define derechos humanos sin analizar sus rasgos.',
      'Confunde los derechos humanos con derechos que dependen de la ley de cada país.',
    ],
    [
      'Explica qué significa que los derechos humanos sean universales e imprescriptibles.',
      'Expliqué qué significa que los derechos humanos sean universales e imprescriptibles.',
    ],
    {
      id: 'hi2m-22-casos-y-rasgos',
      tipo: 'problema',
      titulo: 'Casos para entender los rasgos de los derechos humanos',
      presentacion: [
        'Caso 1: un país sostiene que los derechos humanos no rigen para los extranjeros.',
        'Caso 2: una persona acusada de torturas en 1975 alega que el delito ya prescribió.',
        'Caso 3: un gobierno garantiza la libertad de expresión, pero no el acceso a la salud.',
        'Vamos a analizar qué rasgo de los derechos humanos se vulnera en cada caso y qué institución puede protegerlos.',
      ],
      tabla: {
        columnas: ['Caso', 'Rasgo de los derechos humanos', 'Institución que puede actuar'],
        filas: [
          ['1', 'Universalidad', ''],
          ['2', '', 'Tribunales, Corte Interamericana'],
          ['3', '', ''],
        ],
      },
      materiales: ['Tarjetas con casos', 'Información del INDH', 'Tabla impresa'],
      pasos: [
        ['Analizar', 'Identificamos el rasgo de los derechos humanos en juego en cada caso.', 3],
        ['Instituciones', 'Proponemos qué institución nacional o internacional puede actuar.', 3],
        ['Fundamentar', 'Escribimos por qué los derechos humanos son indivisibles e interdependientes.', 3],
      ],
      tareas: ['resolucion_problemas', 'debate', 'investigacion'],
    },
  ),
  instrumento(
    'HI2M OA 23',
    [
      'El Estado de derecho',
      'Explica los componentes del Estado de derecho, como la Constitución, la separación de poderes y el respeto a los derechos humanos, analiza su importancia para la gobernabilidad y la convivencia pacífica y debate sobre sus riesgos, como la corrupción.',
      'Explica dos componentes del Estado de derecho y su importancia para la convivencia.',
      'Nombra componentes del Estado de derecho sin explicar su importancia.',
      'Confunde el Estado de derecho con el gobierno de turno.',
    ],
    [
      'Explica por qué la separación de poderes es parte del Estado de derecho.',
      'Expliqué por qué la separación de poderes es parte del Estado de derecho.',
    ],
    {
      id: 'hi2m-23-riesgos-del-estado-de-derecho',
      tipo: 'tema',
      titulo: 'Debate: riesgos y perfeccionamiento del Estado de derecho',
      presentacion: [
        'En un Estado de derecho todos, incluidas las autoridades, están sometidos a la Constitución y las leyes.',
        'La corrupción, la falta de transparencia o el desconocimiento de los tribunales lo debilitan.',
        'Vamos a debatir propuestas para perfeccionar el Estado de derecho en Chile.',
      ],
      materiales: ['Noticias sobre probidad y transparencia', 'Pauta de debate', 'Cronómetro'],
      pasos: [
        ['Investigar', 'Cada grupo investiga un componente: separación de poderes, probidad o derechos humanos.', 3],
        ['Debatir', 'Debatimos qué riesgo es más grave para el Estado de derecho y cómo enfrentarlo.', 4],
        ['Concluir', 'Escribimos una propuesta para fortalecer la gobernabilidad y la convivencia pacífica.', 2],
      ],
      tareas: ['debate', 'ensayo', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'HI2M OA 24',
    [
      'Desafíos pendientes del país',
      'Analiza y debate desafíos pendientes de Chile, como reducir la pobreza y la desigualdad, garantizar los derechos de grupos discriminados, lograr un desarrollo sustentable y mejorar el sistema político, reconociendo los deberes del Estado y de la sociedad.',
      'Analiza un desafío pendiente del país y propone una acción del Estado.',
      'Nombra desafíos del país sin analizarlos.',
      'No reconoce desafíos pendientes del país.',
    ],
    [
      'Propone cómo el Estado y la sociedad pueden enfrentar un desafío del país.',
      'Propuse cómo el Estado y la sociedad pueden enfrentar un desafío del país.',
    ],
    {
      id: 'hi2m-24-cabildo-del-curso',
      tipo: 'tema',
      titulo: 'Un cabildo del curso sobre los desafíos del país',
      presentacion: [
        'Chile enfrenta desafíos como la desigualdad, el cambio climático, la inclusión de grupos discriminados y la confianza en el sistema político.',
        'Vamos a organizar un cabildo del curso para priorizar desafíos y proponer políticas públicas.',
        'Preguntas guía: ¿qué desafío es más urgente?, ¿qué deberes tiene el Estado?, ¿qué puede hacer la sociedad?',
      ],
      materiales: ['Datos sobre pobreza, desigualdad y medioambiente', 'Papelógrafo', 'Plumones'],
      pasos: [
        ['Investigar', 'Cada grupo reúne datos sobre un desafío del país.', 3],
        ['Debatir', 'En el cabildo, priorizamos los desafíos con argumentos.', 4],
        ['Proponer', 'Redactamos una propuesta de política pública para el desafío elegido.', 3],
      ],
      tareas: ['debate', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'HI2M OA 25',
    [
      'Diversidad y no discriminación en un mundo globalizado',
      'Reconoce la diversidad de las sociedades como expresión de libertad y dignidad, y evalúa oportunidades y desafíos de la globalización y la migración para evitar toda discriminación por etnia, nacionalidad, religión o género.',
      'Evalúa una oportunidad y un desafío de la diversidad en un mundo globalizado.',
      'Describe la diversidad sin relacionarla con la no discriminación.',
      'No reconoce la discriminación en la sociedad.',
    ],
    [
      'Propone una acción para evitar la discriminación en su comunidad.',
      'Propuse una acción para evitar la discriminación en mi comunidad.',
    ],
    {
      id: 'hi2m-25-campana-contra-la-xenofobia',
      tipo: 'tema',
      titulo: 'Campaña contra la discriminación en la escuela',
      presentacion: [
        'En Chile viven personas migrantes de muchos países, además de pueblos originarios y comunidades de distintas religiones.',
        'La globalización trae diversidad y oportunidades, pero también prejuicios como la xenofobia y el racismo.',
        'Vamos a diseñar una campaña contra la discriminación en la escuela.',
      ],
      materiales: ['Testimonios de estudiantes migrantes', 'Cartulinas', 'Celular o cámara'],
      pasos: [
        ['Investigar', 'Recogemos testimonios sobre diversidad y discriminación en la comunidad escolar.', 3],
        ['Diseñar', 'Diseñamos afiches o un video que promuevan la inclusión.', 4],
        ['Evaluar', 'Evaluamos qué oportunidades y desafíos trae la diversidad a la escuela.', 2],
      ],
      tareas: ['afiche', 'exposicion_oral'],
    },
  ),
]
