/**
 * Instruments of Historia, 5° and 6° Básico, per OA: the rubric's content criterion, the scale's indicator
 * and a practical work (a source written by the team to analyse, an investigation with its questions, a map
 * or timeline, a debate, a dramatization) for children of ten to twelve (see `instrumento.ts`).
 */
import { instrumento } from './instrumento'

/** 5° Básico. */
export const historia05 = [
  instrumento(
    'HI05 OA 01',
    [
      'Viajes de exploración',
      'Explica los viajes de Colón, Magallanes y otro navegante: sus propósitos, sus rutas, los avances técnicos como la carabela y el astrolabio, y las dificultades de la tripulación.',
      'Explica el propósito y la ruta de dos viajes de exploración y nombra un avance técnico.',
      'Nombra a un navegante y su viaje sin explicar su propósito ni su ruta.',
      'Confunde a los navegantes y sus viajes de exploración.',
    ],
    [
      'Explica el propósito y la ruta de un viaje de exploración.',
      'Expliqué el propósito y la ruta de un viaje de exploración.',
    ],
    {
      id: 'hi05-01-diario-de-a-bordo',
      tipo: 'fuente',
      titulo: 'El diario de a bordo de un grumete',
      presentacion: [
        'Esta fuente fue recreada para esta actividad, en la voz de un grumete de la expedición de Magallanes en 1521, después de cruzar el estrecho.',
        '«Llevamos meses sin ver tierra. El agua se pudre y varios compañeros sufren escorbuto. El capitán mira el astrolabio cada noche y dice que pronto llegaremos a las islas de las especias.»',
        'Vamos a analizar la fuente y trazar la ruta del viaje.',
      ],
      materiales: ['Planisferio', 'Lápices de colores', 'Hoja de preguntas'],
      pasos: [
        [
          'Leer la fuente',
          'Leemos el diario y subrayamos el propósito del viaje y las dificultades de la tripulación.',
          3,
        ],
        ['Trazar la ruta', 'Trazamos en el planisferio la ruta de Magallanes y la de Colón con colores distintos.', 3],
        [
          'Explicar',
          'Explicamos qué avances técnicos, como la brújula y la carabela, hicieron posibles estos viajes.',
          3,
        ],
      ],
      tareas: ['escritura_creativa', 'exposicion_oral', 'afiche', 'investigacion', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'HI05 OA 02',
    [
      'La conquista de América y de Chile',
      'Describe la conquista de América y de Chile: sus protagonistas, las expediciones de Almagro y Valdivia, las guerras y la fundación de ciudades como señal de asentamiento.',
      'Describe la conquista de Chile con dos protagonistas y la fundación de Santiago.',
      'Nombra conquistadores sin describir sus expediciones.',
      'Confunde la conquista con los viajes de exploración.',
    ],
    [
      'Describe una expedición de conquista y la fundación de una ciudad.',
      'Describí una expedición de conquista y la fundación de una ciudad.',
    ],
    {
      id: 'hi05-02-linea-de-tiempo-conquista',
      tipo: 'tema',
      titulo: 'Línea de tiempo de la conquista de Chile',
      presentacion: [
        'En 1536 Diego de Almagro llegó a Chile y volvió al Perú sin encontrar oro.',
        'En 1541 Pedro de Valdivia fundó Santiago junto al cerro Huelén, y después fundó otras ciudades hacia el sur.',
        'Vamos a construir una línea de tiempo de la conquista de Chile.',
      ],
      tabla: {
        columnas: ['Año', 'Hecho de la conquista', 'Protagonistas'],
        filas: [
          ['1536', 'Expedición de Almagro', ''],
          ['1541', 'Fundación de Santiago', ''],
          ['1550', 'Fundación de Concepción', ''],
          ['1553', '', 'Lautaro y Valdivia'],
        ],
      },
      materiales: ['Tira larga de papel', 'Regla', 'Plumones', 'Imágenes de la conquista'],
      pasos: [
        ['Investigar', 'Completamos la tabla con los hechos y protagonistas de la conquista.', 3],
        ['Construir', 'Dibujamos la línea de tiempo con una escala de cinco años por tramo.', 4],
        ['Explicar', 'Explicamos por qué fundar ciudades era una señal de asentamiento.', 2],
      ],
      tareas: ['afiche', 'exposicion_oral', 'investigacion'],
    },
  ),
  instrumento(
    'HI05 OA 03',
    [
      'Consecuencias de la conquista para Europa y América',
      'Analiza las consecuencias de la conquista en distintos ámbitos: el intercambio de alimentos y animales, los metales preciosos en Europa, las enfermedades y el nacimiento de una nueva sociedad.',
      'Analiza dos consecuencias de la conquista, una para Europa y otra para América.',
      'Nombra una consecuencia de la conquista sin explicarla.',
      'No reconoce consecuencias de la conquista.',
    ],
    [
      'Explica una consecuencia de la conquista para Europa y otra para América.',
      'Expliqué una consecuencia de la conquista para Europa y otra para América.',
    ],
    {
      id: 'hi05-03-intercambio-de-productos',
      tipo: 'problema',
      titulo: 'El intercambio entre dos mundos',
      presentacion: [
        'Después de la conquista, la papa, el maíz y el tomate viajaron de América a Europa.',
        'El trigo, el caballo y la vaca llegaron de Europa a América, junto con enfermedades como la viruela.',
        'Vamos a clasificar las consecuencias de este intercambio.',
      ],
      tabla: {
        columnas: ['Producto o hecho', 'De dónde a dónde', 'Consecuencia'],
        filas: [
          ['Papa', 'De América a Europa', ''],
          ['Caballo', 'De Europa a América', ''],
          ['Plata de Potosí', '', ''],
          ['Viruela', '', ''],
        ],
      },
      materiales: ['Planisferio', 'Tarjetas con productos', 'Flechas de papel'],
      pasos: [
        ['Clasificar', 'Pegamos cada tarjeta con una flecha de América a Europa o de Europa a América.', 3],
        ['Analizar', 'Escribimos la consecuencia de cada producto o hecho en la tabla.', 4],
        ['Concluir', 'Explicamos cuál consecuencia de la conquista nos parece más importante y por qué.', 2],
      ],
      tareas: ['resolucion_problemas', 'afiche', 'exposicion_oral', 'investigacion'],
    },
  ),
  instrumento(
    'HI05 OA 04',
    [
      'La conquista y los pueblos indígenas',
      'Investiga en fuentes cómo la conquista afectó a los pueblos indígenas: la catástrofe demográfica por enfermedades y guerras, la encomienda y los abusos, y la pérdida de tierras.',
      'Explica con una fuente dos efectos de la conquista en los pueblos indígenas.',
      'Nombra un efecto de la conquista en los indígenas sin usar fuentes.',
      'No reconoce cómo la conquista afectó a los pueblos indígenas.',
    ],
    [
      'Explica con una fuente cómo la conquista afectó a los pueblos indígenas.',
      'Expliqué con una fuente cómo la conquista afectó a los pueblos indígenas.',
    ],
    {
      id: 'hi05-04-fuentes-sobre-la-encomienda',
      tipo: 'fuente',
      titulo: 'Fuentes sobre los pueblos indígenas y la conquista',
      presentacion: [
        'Fuente 1, recreada para esta actividad: «En el valle había muchas familias indígenas; pocos años después de la llegada de los españoles, la viruela y el trabajo en los lavaderos de oro dejaron casas vacías.»',
        'Fuente 2, un dato: se estima que la población indígena de América disminuyó a menos de la mitad en el primer siglo de la conquista.',
        'Pregunta para investigar: ¿qué causas explican la disminución de los pueblos indígenas?',
      ],
      materiales: ['Fuentes impresas', 'Gráfico de población indígena', 'Hoja de análisis'],
      pasos: [
        ['Leer', 'Leemos las dos fuentes y subrayamos las causas de la catástrofe demográfica.', 3],
        ['Relacionar', 'Relacionamos la encomienda y las enfermedades con la disminución de los indígenas.', 3],
        ['Comunicar', 'Escribimos una conclusión de cinco líneas citando las fuentes.', 3],
      ],
      tareas: ['investigacion', 'ensayo', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'HI05 OA 05',
    [
      'La vida en el Chile colonial',
      'Describe la vida en el Chile colonial: los grupos de la sociedad, como criollos, mestizos y esclavos, los oficios, la hacienda, las costumbres y las celebraciones.',
      'Describe los grupos de la sociedad colonial y dos costumbres o oficios.',
      'Nombra un grupo de la sociedad colonial sin describir su vida.',
      'Confunde la vida colonial con la actual.',
    ],
    ['Describe cómo vivía un grupo de la sociedad colonial.', 'Describí cómo vivía un grupo de la sociedad colonial.'],
    {
      id: 'hi05-05-tertulia-colonial',
      tipo: 'tema',
      titulo: 'Un día en el Chile colonial',
      presentacion: [
        'En el Chile colonial, los criollos tenían haciendas, los mestizos trabajaban como artesanos o inquilinos y había personas esclavizadas.',
        'Las familias se reunían en tertulias, tomaban mate y celebraban fiestas religiosas.',
        'Vamos a representar un día en la vida colonial desde distintos grupos de la sociedad.',
      ],
      materiales: ['Ropa para caracterizarse', 'Tarjetas con personajes coloniales', 'Cartulina'],
      pasos: [
        [
          'Investigar',
          'Cada grupo investiga cómo vivía un personaje: hacendado criollo, inquilino, artesano o esclava.',
          3,
        ],
        ['Preparar', 'Escribimos un diálogo sobre un día en la vida colonial de ese personaje.', 3],
        ['Representar', 'Representamos la escena y explicamos qué lugar ocupaba el personaje en la sociedad.', 3],
      ],
      tareas: ['dramatizacion', 'investigacion', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'HI05 OA 06',
    [
      'Rasgos de la Colonia: dependencia, Iglesia y mestizaje',
      'Explica la dependencia de las colonias respecto de España con sus instituciones y el monopolio, el papel de la Iglesia católica y la formación de una sociedad mestiza.',
      'Explica dos rasgos de la Colonia, como la dependencia de España y el papel de la Iglesia.',
      'Nombra instituciones coloniales sin explicar la dependencia de España.',
      'No reconoce la dependencia de España ni el papel de la Iglesia en la Colonia.',
    ],
    ['Explica cómo dependían las colonias de España.', 'Expliqué cómo dependían las colonias de España.'],
    {
      id: 'hi05-06-organigrama-colonial',
      tipo: 'tema',
      titulo: 'Organigrama del poder en la Colonia',
      presentacion: [
        'En la Colonia, el rey de España gobernaba con el Consejo de Indias y la Casa de Contratación.',
        'En Chile mandaban el gobernador, la Real Audiencia y los cabildos, y la Iglesia católica educaba y evangelizaba.',
        'Vamos a dibujar un organigrama que muestre la dependencia de España.',
      ],
      materiales: ['Papelógrafo', 'Tarjetas con instituciones', 'Plumones'],
      pasos: [
        ['Ordenar', 'Ordenamos las tarjetas desde el rey de España hasta el cabildo.', 3],
        ['Explicar funciones', 'Escribimos la función de cada institución colonial.', 3],
        ['Concluir', 'Explicamos qué significaba el monopolio comercial para la dependencia de las colonias.', 3],
      ],
      tareas: ['afiche', 'exposicion_oral', 'investigacion'],
    },
  ),
  instrumento(
    'HI05 OA 07',
    [
      'Relaciones entre españoles y mapuche',
      'Explica con ejemplos las distintas relaciones entre españoles y mapuche: la guerra de Arauco, la vida de frontera en el Biobío, los parlamentos, el comercio y el mestizaje.',
      'Explica dos formas de relación entre españoles y mapuche, como la guerra y los parlamentos.',
      'Nombra la guerra de Arauco sin explicar otras relaciones.',
      'No reconoce las relaciones entre españoles y mapuche en la Colonia.',
    ],
    [
      'Explica una forma de relación entre españoles y mapuche distinta de la guerra.',
      'Expliqué una forma de relación entre españoles y mapuche distinta de la guerra.',
    ],
    {
      id: 'hi05-07-parlamento-de-quilin',
      tipo: 'fuente',
      titulo: 'Un parlamento en la frontera',
      presentacion: [
        'En 1641, en el parlamento de Quilín, autoridades españolas y mapuche acordaron que el río Biobío sería la frontera.',
        'Fuente recreada para esta actividad, en la voz de un lonko: «Dejaremos pasar a los misioneros si respetan nuestras tierras al sur del río».',
        'Vamos a representar un parlamento y analizar por qué se hacían.',
      ],
      materiales: ['Mapa de la frontera del Biobío', 'Tarjetas con los acuerdos', 'Ropa para caracterizarse'],
      pasos: [
        ['Analizar', 'Leemos la fuente y anotamos qué quería cada parte en el parlamento.', 3],
        ['Representar', 'Representamos el parlamento con españoles y mapuche negociando acuerdos.', 4],
        ['Reflexionar', 'Explicamos por qué la frontera también trajo comercio y mestizaje.', 2],
      ],
      tareas: ['dramatizacion', 'debate', 'investigacion', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'HI05 OA 08',
    [
      'Patrimonio colonial que perdura',
      'Identifica elementos del patrimonio colonial que perduran, como la iglesia de San Francisco, la Casa Colorada, las iglesias de Chiloé y costumbres, y explica qué muestran de la Colonia.',
      'Identifica dos elementos del patrimonio colonial y dice de qué época son.',
      'Nombra un edificio antiguo sin reconocerlo como patrimonio colonial.',
      'No reconoce el patrimonio colonial de su entorno.',
    ],
    [
      'Identifica un elemento del patrimonio colonial en su entorno o en fotografías.',
      'Identifiqué un elemento del patrimonio colonial en mi entorno o en fotografías.',
    ],
    {
      id: 'hi05-08-guia-del-patrimonio-colonial',
      tipo: 'tema',
      titulo: 'Guía turística del patrimonio colonial',
      presentacion: [
        'La iglesia de San Francisco, en Santiago, es uno de los edificios coloniales más antiguos de Chile.',
        'Las iglesias de madera de Chiloé y los fuertes de Valdivia también son patrimonio colonial.',
        'Vamos a hacer una guía turística con estos lugares.',
      ],
      materiales: ['Fotografías de edificios coloniales', 'Hojas de bloc', 'Lápices de colores'],
      pasos: [
        ['Elegir', 'Cada grupo elige un elemento del patrimonio colonial.', 1],
        ['Investigar', 'Averiguamos cuándo se construyó, con qué materiales y para qué se usaba.', 4],
        ['Hacer la guía', 'Escribimos una página de la guía con una foto y datos del lugar.', 3],
      ],
      tareas: ['afiche', 'investigacion', 'exposicion_oral', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'HI05 OA 09',
    [
      'Zonas naturales de Chile',
      'Caracteriza el Norte Grande, el Norte Chico, la Zona Central, la Zona Sur y la Zona Austral según ubicación, clima, relieve, hidrografía, población y recursos.',
      'Caracteriza tres zonas naturales de Chile con su clima y su relieve.',
      'Nombra las zonas naturales de Chile sin caracterizarlas.',
      'Confunde las zonas naturales de Chile.',
    ],
    [
      'Caracteriza una zona natural de Chile por su clima y su relieve.',
      'Caractericé una zona natural de Chile por su clima y su relieve.',
    ],
    {
      id: 'hi05-09-las-lluvias-de-norte-a-sur',
      tipo: 'problema',
      titulo: 'Las lluvias de norte a sur',
      presentacion: [
        'Las lluvias de un año normal cambian mucho entre las zonas naturales de Chile.',
        'Vamos a hacer un gráfico de barras con estos datos y relacionarlos con la vegetación y los ríos de cada zona.',
      ],
      tabla: {
        columnas: ['Zona natural', 'Ciudad', 'Lluvia anual aproximada (mm)', 'Vegetación'],
        filas: [
          ['Norte Grande', 'Arica', '1', ''],
          ['Norte Chico', 'La Serena', '80', ''],
          ['Zona Central', 'Santiago', '300', ''],
          ['Zona Sur', 'Puerto Montt', '1800', ''],
          ['Zona Austral', 'Punta Arenas', '400', ''],
        ],
      },
      materiales: ['Papel cuadriculado', 'Regla', 'Lápices de colores', 'Mapa de Chile'],
      pasos: [
        ['Graficar', 'Hacemos un gráfico de barras con la lluvia de cada zona natural.', 3],
        ['Relacionar', 'Completamos la vegetación de cada zona y la relacionamos con la lluvia y el clima.', 3],
        ['Concluir', 'Escribimos cómo cambian el clima y la hidrografía de norte a sur.', 3],
      ],
      tareas: ['resolucion_problemas', 'afiche', 'investigacion'],
    },
  ),
  instrumento(
    'HI05 OA 10',
    [
      'Recursos naturales de Chile',
      'Ubica en el mapa el cobre, el hierro, los recursos marinos y forestales de Chile, distingue renovables de no renovables y explica por qué cuidarlos para un desarrollo sostenible.',
      'Ubica recursos naturales de Chile y los clasifica en renovables y no renovables.',
      'Nombra recursos naturales de Chile sin ubicarlos ni clasificarlos.',
      'No reconoce los recursos naturales de Chile.',
    ],
    [
      'Ubica en el mapa un recurso natural de Chile y dice si es renovable.',
      'Ubiqué en el mapa un recurso natural de Chile y dije si es renovable.',
    ],
    {
      id: 'hi05-10-mapa-de-recursos-de-chile',
      tipo: 'tema',
      titulo: 'Mapa de los recursos naturales de Chile',
      presentacion: [
        'El cobre se extrae sobre todo en el Norte Grande, y la madera de los bosques y los recursos marinos abundan en el sur.',
        'El cobre no es renovable; los bosques y los peces lo son si no se sobreexplotan.',
        'Vamos a hacer un mapa de recursos con una propuesta para cuidarlos.',
      ],
      materiales: ['Mapa mudo de Chile', 'Íconos de recursos', 'Pegamento', 'Lápices de colores'],
      pasos: [
        ['Ubicar', 'Pegamos en el mapa los íconos del cobre, el hierro, la pesca y los bosques.', 3],
        ['Clasificar', 'Pintamos de verde los recursos renovables y de rojo los no renovables.', 3],
        ['Proponer', 'Escribimos una medida de desarrollo sostenible para un recurso.', 3],
      ],
      tareas: ['afiche', 'exposicion_oral', 'investigacion'],
    },
  ),
  instrumento(
    'HI05 OA 11',
    [
      'Trabajo humano y valor agregado',
      'Analiza con ejemplos cómo el trabajo, las ideas y la innovación agregan valor a los recursos naturales, como el riego tecnificado, el vino o los muebles de madera.',
      'Explica con un ejemplo cómo el trabajo humano agrega valor a un recurso natural.',
      'Nombra productos elaborados sin explicar el valor agregado.',
      'No relaciona el trabajo humano con el valor de los recursos naturales.',
    ],
    [
      'Explica cómo el trabajo humano agrega valor a un recurso natural.',
      'Expliqué cómo el trabajo humano agrega valor a un recurso natural.',
    ],
    {
      id: 'hi05-11-de-la-uva-al-vino',
      tipo: 'problema',
      titulo: 'De la uva al vino: el valor agregado',
      presentacion: [
        'Un agricultor vende un kilo de uva en 600 pesos.',
        'Si la transforma en vino, con trabajo, conocimientos y tecnología, un litro puede venderse en 4.000 pesos.',
        'Vamos a analizar cómo el trabajo humano agrega valor a los recursos naturales.',
      ],
      tabla: {
        columnas: ['Recurso natural', 'Producto elaborado', 'Trabajo e ideas que agregan valor'],
        filas: [
          ['Uva', 'Vino', 'Cosecha, fermentación y embotellado'],
          ['Madera', 'Muebles', ''],
          ['Leche', 'Queso', ''],
        ],
      },
      materiales: ['Tabla impresa', 'Envases de productos elaborados'],
      pasos: [
        ['Calcular', 'Comparamos el precio de la uva con el del vino y calculamos la diferencia.', 3],
        ['Analizar', 'Completamos la tabla con el trabajo que agrega valor a cada recurso.', 3],
        ['Proponer', 'Inventamos un producto de nuestra región con más valor agregado.', 3],
      ],
      tareas: ['resolucion_problemas', 'exposicion_oral', 'investigacion'],
    },
  ),
  instrumento(
    'HI05 OA 12',
    [
      'Riesgos naturales de la localidad',
      'Investiga y ubica los riesgos naturales de su localidad, como sismos, tsunamis o inundaciones, y explica cómo protegerse con planes de evacuación y construcciones antisísmicas.',
      'Ubica dos riesgos naturales de su localidad y explica una medida de prevención.',
      'Nombra riesgos naturales sin relacionarlos con su localidad ni con medidas de prevención.',
      'No reconoce los riesgos naturales de su localidad.',
    ],
    [
      'Explica cómo protegerse de un riesgo natural de su localidad.',
      'Expliqué cómo protegerme de un riesgo natural de mi localidad.',
    ],
    {
      id: 'hi05-12-mapa-de-riesgos',
      tipo: 'tema',
      titulo: 'Mapa de riesgos naturales de nuestra localidad',
      presentacion: [
        'Chile tiene sismos, volcanes y, en la costa, riesgo de tsunami.',
        'Conocer los riesgos naturales de la localidad ayuda a preparar un plan de evacuación.',
        'Preguntas para investigar: ¿qué riesgos hay cerca?, ¿dónde están las zonas de seguridad?, ¿qué hacer en una emergencia?',
      ],
      materiales: ['Plano de la localidad', 'Lápices de colores', 'Información de Senapred'],
      pasos: [
        ['Investigar', 'Averiguamos qué riesgos naturales afectan a nuestra localidad.', 3],
        ['Mapear', 'Marcamos en el plano las zonas de riesgo y las zonas de seguridad.', 3],
        ['Prevenir', 'Escribimos un plan de emergencia familiar con punto de encuentro.', 3],
      ],
      tareas: ['investigacion', 'afiche', 'exposicion_oral'],
    },
  ),
  instrumento(
    'HI05 OA 13',
    [
      'Todas las personas son sujetos de derechos',
      'Reconoce que todas las personas son sujetos de derechos sin importar su etnia, sexo, nacionalidad u otra condición, y que pares, comunidad y Estado deben respetarlos.',
      'Reconoce que todas las personas tienen los mismos derechos y da un ejemplo.',
      'Nombra derechos sin reconocer que son de todas las personas.',
      'Cree que algunas personas tienen menos derechos que otras.',
    ],
    [
      'Explica con un ejemplo que todas las personas tienen los mismos derechos.',
      'Expliqué con un ejemplo que todas las personas tienen los mismos derechos.',
    ],
    {
      id: 'hi05-13-casos-de-igualdad',
      tipo: 'problema',
      titulo: 'Casos de igualdad de derechos',
      presentacion: [
        'Caso 1: una escuela no acepta a una niña porque nació en otro país.',
        'Caso 2: un estudiante en silla de ruedas no puede entrar a la biblioteca porque solo hay escaleras.',
        'Vamos a analizar qué derechos no se respetan y quién debe garantizar la igualdad.',
      ],
      materiales: ['Tarjetas con casos', 'Hoja de análisis'],
      pasos: [
        ['Analizar', 'Identificamos en cada caso qué derecho no se respeta y por qué es discriminación.', 3],
        ['Responsables', 'Decimos qué deben hacer los compañeros, la comunidad y el Estado.', 3],
        ['Representar', 'Actuamos una solución que respete los derechos de todas las personas.', 3],
      ],
      tareas: ['dramatizacion', 'debate', 'investigacion'],
    },
  ),
  instrumento(
    'HI05 OA 14',
    [
      'Derechos que implican deberes',
      'Explica que los derechos implican deberes: respetar los derechos de los demás, cumplir las leyes y, para el Estado, garantizar la educación, la salud y la libertad de expresión.',
      'Relaciona un derecho con un deber de las personas y otro del Estado.',
      'Nombra derechos y deberes sin relacionarlos.',
      'No reconoce que los derechos implican deberes.',
    ],
    ['Relaciona un derecho con el deber que implica.', 'Relacioné un derecho con el deber que implica.'],
    {
      id: 'hi05-14-derechos-y-deberes',
      tipo: 'tema',
      titulo: 'Cada derecho con su deber',
      presentacion: [
        'Tengo derecho a la educación y el deber de respetar el derecho de mis compañeros a aprender.',
        'El Estado tiene el deber de garantizar escuelas, salud y libertad de expresión.',
        'Vamos a construir un mural que una cada derecho con sus deberes.',
      ],
      tabla: {
        columnas: ['Derecho', 'Deber de las personas', 'Deber del Estado'],
        filas: [
          ['Educación', 'Respetar el derecho de otros a aprender', 'Garantizar escuelas'],
          ['Salud', '', ''],
          ['Libertad de expresión', '', ''],
        ],
      },
      materiales: ['Papelógrafo', 'Plumones', 'Lana para unir'],
      pasos: [
        ['Completar', 'Completamos la tabla de derechos y deberes.', 3],
        ['Construir', 'Hacemos el mural uniendo con lana cada derecho con sus deberes.', 4],
        ['Explicar', 'Explicamos qué pasaría si nadie cumpliera los deberes.', 2],
      ],
      tareas: ['afiche', 'exposicion_oral', 'investigacion'],
    },
  ),
  instrumento(
    'HI05 OA 15',
    [
      'Logros que dependen del esfuerzo',
      'Reconoce que logros como las calificaciones, los premios deportivos o el reconocimiento de los pares dependen del esfuerzo, el mérito y la conducta, y da ejemplos propios.',
      'Reconoce que un logro depende del esfuerzo y da un ejemplo.',
      'Nombra logros sin relacionarlos con el esfuerzo.',
      'Atribuye sus logros solo a la suerte.',
    ],
    ['Relaciona un logro propio con su esfuerzo.', 'Relacioné un logro propio con mi esfuerzo.'],
    {
      id: 'hi05-15-entrevista-a-un-deportista',
      tipo: 'tema',
      titulo: 'Entrevista sobre el esfuerzo',
      presentacion: [
        'Detrás de un premio deportivo o una buena calificación hay esfuerzo, constancia y mérito.',
        'Vamos a entrevistar a una persona de la comunidad que logró una meta con esfuerzo.',
        'Preguntas de la entrevista: ¿qué logro obtuvo?, ¿cuánto tiempo entrenó o estudió?, ¿qué dificultades superó?',
      ],
      materiales: ['Hoja de preguntas', 'Celular o grabadora para registrar', 'Cuaderno'],
      pasos: [
        ['Preparar', 'Escribimos las preguntas sobre el esfuerzo y el logro de la persona.', 2],
        ['Entrevistar', 'Hacemos la entrevista y anotamos las respuestas.', 4],
        ['Comunicar', 'Presentamos al curso qué aprendimos sobre el esfuerzo y el mérito.', 3],
      ],
      tareas: ['investigacion', 'exposicion_oral'],
    },
  ),
  instrumento(
    'HI05 OA 16',
    [
      'Actitudes cívicas: honestidad, responsabilidad y respeto',
      'Muestra actitudes cívicas: cumple acuerdos, respeta la autoría citando la fuente, no plagia, respeta a todos sin discriminar y aporta a la convivencia.',
      'Cumple acuerdos y respeta la autoría, aunque a veces olvida citar la fuente.',
      'Reconoce las actitudes cívicas, pero no siempre las practica.',
      'No cumple acuerdos ni respeta la autoría de los demás.',
    ],
    ['Cita la fuente de las ideas que no son suyas.', 'Cité la fuente de las ideas que no eran mías.'],
    {
      id: 'hi05-16-acuerdos-del-curso',
      tipo: 'tema',
      titulo: 'Los acuerdos de convivencia del curso',
      presentacion: [
        'Un curso convive mejor cuando cumple sus acuerdos, respeta a todos y reconoce la autoría de las ideas.',
        'Vamos a redactar acuerdos de convivencia y revisar si los cumplimos.',
      ],
      tabla: {
        columnas: ['Acuerdo', 'Actitud cívica', '¿Lo cumplimos esta semana?'],
        filas: [
          ['Citar la fuente en los trabajos', 'Honestidad', ''],
          ['Entregar los trabajos a tiempo', 'Responsabilidad', ''],
          ['No burlarse de nadie', 'Respeto', ''],
        ],
      },
      materiales: ['Papelógrafo', 'Plumones'],
      pasos: [
        ['Proponer', 'Cada grupo propone dos acuerdos de convivencia.', 3],
        ['Acordar', 'Votamos los acuerdos y los escribimos en el papelógrafo.', 2],
        ['Revisar', 'Después de una semana revisamos si cumplimos los acuerdos.', 3],
      ],
      tareas: ['trabajo_grupo', 'afiche'],
    },
  ),
  instrumento(
    'HI05 OA 17',
    [
      'Elección responsable de la directiva',
      'Participa en la elección de la directiva, asigna funciones a cada cargo y explica por qué conviene elegir a personas idóneas y responsables.',
      'Participa en la elección y describe las funciones de los cargos.',
      'Vota sin considerar si el candidato es idóneo para el cargo.',
      'No participa en la elección de la directiva.',
    ],
    [
      'Explica qué cualidades hacen idóneo a un candidato para un cargo.',
      'Expliqué qué cualidades hacen idóneo a un candidato para un cargo.',
    ],
    {
      id: 'hi05-17-perfil-del-candidato',
      tipo: 'tema',
      titulo: 'El perfil de un buen candidato',
      presentacion: [
        'Antes de elegir la directiva del curso, conviene pensar qué funciones tiene cada cargo.',
        'Un tesorero debe ser ordenado y honesto; un presidente, saber escuchar y dirigir.',
        'Vamos a escribir el perfil de cada cargo y hacer la elección.',
      ],
      materiales: ['Fichas de perfil', 'Votos de papel', 'Caja para urna'],
      pasos: [
        ['Definir', 'Escribimos las funciones y las cualidades necesarias para cada cargo.', 3],
        ['Presentar', 'Los candidatos explican por qué son idóneos para el cargo.', 3],
        ['Votar', 'Votamos y revisamos si los elegidos cumplen el perfil.', 2],
      ],
      tareas: ['exposicion_oral', 'debate'],
    },
  ),
  instrumento(
    'HI05 OA 18',
    [
      'Proyecto con plan y presupuesto',
      'Diseña y lleva a cabo un proyecto para la comunidad escolar, como ahorrar agua o electricidad, con objetivo, plan de trabajo, cronograma y presupuesto.',
      'Diseña un proyecto con objetivo y plan de trabajo, con un presupuesto incompleto.',
      'Propone un proyecto sin plan ni presupuesto.',
      'No participa en el diseño del proyecto.',
    ],
    [
      'Elabora el presupuesto de un proyecto para la escuela.',
      'Elaboré el presupuesto de un proyecto para la escuela.',
    ],
    {
      id: 'hi05-18-proyecto-ahorro-de-agua',
      tipo: 'problema',
      titulo: 'Proyecto: ahorrar agua en la escuela',
      presentacion: [
        'En los baños de la escuela hay llaves que gotean y se pierde mucha agua.',
        'Vamos a diseñar un proyecto de ahorro de agua con un presupuesto de 20.000 pesos.',
      ],
      tabla: {
        columnas: ['Gasto', 'Cantidad', 'Precio unitario', 'Total'],
        filas: [
          ['Afiches', '5', '500', ''],
          ['Cambio de gomas de las llaves', '6', '1.500', ''],
          ['Reductor de caudal', '', '', ''],
        ],
      },
      materiales: ['Tabla de presupuesto', 'Calculadora', 'Cartulinas'],
      pasos: [
        ['Objetivo', 'Escribimos el objetivo del proyecto y cuánta agua queremos ahorrar.', 2],
        ['Presupuesto', 'Completamos el presupuesto sin pasarnos de 20.000 pesos.', 3],
        ['Cronograma', 'Hacemos un cronograma con las acciones y los responsables.', 3],
        ['Evaluar', 'Al final medimos si ahorramos agua.', 2],
      ],
      tareas: ['resolucion_problemas', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'HI05 OA 19',
    [
      'Organizarse para lograr metas comunes',
      'Explica con ejemplos cómo las personas se organizan en fundaciones, voluntariados, juntas de vecinos o colectas para resolver problemas y mejorar la calidad de vida.',
      'Explica con un ejemplo cómo una organización mejora la calidad de vida.',
      'Nombra organizaciones sin explicar qué problema resuelven.',
      'No reconoce que las personas pueden organizarse para lograr metas comunes.',
    ],
    [
      'Explica qué problema resuelve una organización de la comunidad.',
      'Expliqué qué problema resuelve una organización de la comunidad.',
    ],
    {
      id: 'hi05-19-organizaciones-del-barrio',
      tipo: 'tema',
      titulo: 'Las organizaciones de nuestro barrio',
      presentacion: [
        'La junta de vecinos consiguió luminarias para la plaza y un club deportivo organiza campeonatos para los niños.',
        'Estas organizaciones muestran cómo las personas se unen para lograr metas comunes.',
        'Preguntas para investigar: ¿qué organización es?, ¿qué problema resuelve?, ¿cómo se organiza?',
      ],
      materiales: ['Hoja de entrevista', 'Cartulina', 'Fotos del barrio'],
      pasos: [
        ['Elegir', 'Cada grupo elige una organización del barrio o una fundación.', 1],
        ['Entrevistar', 'Entrevistamos a un integrante y preguntamos cómo mejoran la calidad de vida.', 4],
        ['Presentar', 'Presentamos la organización con un afiche.', 3],
      ],
      tareas: ['investigacion', 'afiche', 'exposicion_oral', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'HI05 OA 20',
    [
      'Argumentar una opinión sobre temas de la asignatura',
      'Expresa una opinión propia sobre un tema de la asignatura y la sostiene con argumentos fundados en datos, fuentes o ejemplos, respondiendo a otros puntos de vista.',
      'Expresa una opinión propia y la sostiene con un argumento fundado.',
      'Expresa una opinión con argumentos sin fundamento.',
      'Repite la opinión de otros sin argumentos propios.',
    ],
    [
      'Sostiene su opinión con un argumento basado en un dato o una fuente.',
      'Sostuve mi opinión con un argumento basado en un dato o una fuente.',
    ],
    {
      id: 'hi05-20-debate-sobre-la-conquista',
      tipo: 'tema',
      titulo: 'Debate: ¿encuentro o conquista?',
      presentacion: [
        'Algunos llaman «encuentro de dos mundos» a la llegada de los europeos a América, y otros prefieren hablar de «conquista».',
        'Vamos a debatir qué nombre es más adecuado, con argumentos fundados en lo que estudiamos.',
      ],
      materiales: ['Tarjetas para argumentos', 'Fuentes estudiadas en la unidad', 'Cronómetro'],
      pasos: [
        ['Preparar argumentos', 'Cada grupo escribe su opinión y dos argumentos con un dato o una fuente.', 3],
        ['Debatir', 'Exponemos los argumentos por turnos y respondemos al otro grupo.', 4],
        ['Evaluar', 'Decimos qué argumento estuvo mejor fundado.', 2],
      ],
      tareas: ['debate', 'ensayo', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'HI05 OA 21',
    [
      'Evaluar soluciones y justificar la elegida',
      'Evalúa varias soluciones a un problema o proyecto con criterios como costo, tiempo y beneficio, y justifica la que elige comparando ventajas y desventajas.',
      'Compara dos soluciones y justifica la elegida con una ventaja.',
      'Elige una solución sin compararla con otras.',
      'No propone ni evalúa soluciones.',
    ],
    [
      'Compara las ventajas y desventajas de dos soluciones y justifica la elegida.',
      'Comparé las ventajas y desventajas de dos soluciones y justifiqué la elegida.',
    ],
    {
      id: 'hi05-21-solucion-para-la-fila-del-kiosco',
      tipo: 'problema',
      titulo: 'Una solución para la fila del kiosco',
      presentacion: [
        'En el recreo la fila del kiosco es tan larga que muchos no alcanzan a comprar.',
        'Hay tres soluciones posibles: turnos por curso, un segundo punto de venta o pedidos anticipados.',
        'Vamos a evaluar las soluciones y justificar la mejor.',
      ],
      tabla: {
        columnas: ['Solución', 'Ventajas', 'Desventajas', 'Costo'],
        filas: [
          ['Turnos por curso', '', '', 'Sin costo'],
          ['Segundo punto de venta', '', '', ''],
          ['Pedidos anticipados', '', '', ''],
        ],
      },
      materiales: ['Tabla de evaluación', 'Papelógrafo'],
      pasos: [
        ['Evaluar', 'Completamos ventajas, desventajas y costo de cada solución.', 4],
        ['Elegir', 'Elegimos una solución según los criterios acordados.', 2],
        ['Justificar', 'Escribimos por qué la solución elegida es mejor que las otras.', 3],
      ],
      tareas: ['resolucion_problemas', 'debate'],
    },
  ),
  instrumento(
    'HI05 OA 22',
    [
      'Informarse con la prensa y las TIC',
      'Se informa sobre un tema del país o del mundo en la prensa e internet, distingue fuentes confiables, verifica la información y opina sobre la noticia con fundamentos.',
      'Se informa en dos medios de comunicación y opina sobre la noticia.',
      'Lee una noticia sin revisar si la fuente es confiable.',
      'No se informa sobre temas de actualidad.',
    ],
    [
      'Verifica si una noticia viene de una fuente confiable.',
      'Verifiqué si una noticia venía de una fuente confiable.',
    ],
    {
      id: 'hi05-22-detectives-de-noticias',
      tipo: 'fuente',
      titulo: 'Detectives de noticias',
      presentacion: [
        'Mensaje en cadena recreado para esta actividad: «¡Urgente! Desde mañana se prohíben las mochilas en todas las escuelas. Compártelo».',
        'El mensaje no tiene fecha, autor ni fuente.',
        'Vamos a verificar la información en medios de comunicación confiables y opinar sobre ella.',
      ],
      tabla: {
        columnas: ['Pregunta para verificar', 'Respuesta'],
        filas: [
          ['¿Quién es el autor?', ''],
          ['¿Tiene fecha?', ''],
          ['¿Lo publica un diario o un sitio oficial?', ''],
          ['¿Es una noticia verdadera o falsa?', ''],
        ],
      },
      materiales: ['Computador con internet', 'Diarios impresos', 'Hoja de verificación'],
      pasos: [
        ['Revisar', 'Completamos la tabla con las preguntas para verificar la noticia.', 3],
        ['Buscar', 'Buscamos la información en dos medios de comunicación confiables.', 3],
        ['Opinar', 'Escribimos una opinión sobre por qué se difunden noticias falsas.', 3],
      ],
      tareas: ['investigacion', 'exposicion_oral', 'trabajo_grupo'],
    },
  ),
]

/** 6° Básico. */
export const historia06 = [
  instrumento(
    'HI06 OA 01',
    [
      'Antecedentes de la independencia americana',
      'Explica los antecedentes de la independencia: el descontento criollo, las ideas de la Ilustración, la independencia de Estados Unidos, la Revolución francesa y la invasión napoleónica de España, como parte de un proceso continental.',
      'Explica dos antecedentes de la independencia y los relaciona con el caso de Chile.',
      'Nombra un antecedente de la independencia sin explicarlo.',
      'Confunde los antecedentes con los hechos de la independencia.',
    ],
    [
      'Explica un antecedente externo y uno interno de la independencia.',
      'Expliqué un antecedente externo y uno interno de la independencia.',
    ],
    {
      id: 'hi06-01-mapa-conceptual-antecedentes',
      tipo: 'fuente',
      titulo: 'Las noticias de 1808',
      presentacion: [
        'Carta recreada para esta actividad, en la voz de un comerciante criollo de Santiago en 1808: «Dicen que Napoleón tiene preso al rey Fernando VII. ¿Quién nos gobierna ahora? Algunos jóvenes leen libros franceses de la Ilustración y hablan de la independencia de las trece colonias.»',
        'Vamos a analizar la carta y construir un mapa conceptual de los antecedentes de la independencia.',
      ],
      materiales: ['Carta impresa', 'Papelógrafo', 'Plumones'],
      pasos: [
        ['Analizar la fuente', 'Subrayamos en la carta los antecedentes externos e internos de la independencia.', 3],
        [
          'Mapa conceptual',
          'Construimos un mapa conceptual con la Ilustración, la invasión napoleónica y el descontento criollo.',
          4,
        ],
        ['Relacionar', 'Explicamos por qué la independencia de Chile fue parte de un proceso continental.', 2],
      ],
      tareas: ['afiche', 'exposicion_oral', 'ensayo', 'investigacion', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'HI06 OA 02',
    [
      'El proceso de independencia de Chile',
      'Explica el proceso de independencia de Chile con sus etapas, los bandos patriota y realista, sus protagonistas y hechos clave como el cabildo abierto de 1810, Rancagua, Chacabuco y Maipú.',
      'Ordena las etapas de la independencia y nombra los bandos y dos hechos clave.',
      'Nombra hechos de la independencia sin ordenarlos en etapas.',
      'Confunde la independencia con otros periodos de la historia de Chile.',
    ],
    [
      'Ordena en una línea de tiempo las etapas de la independencia de Chile.',
      'Ordené en una línea de tiempo las etapas de la independencia de Chile.',
    ],
    {
      id: 'hi06-02-carta-de-un-soldado',
      tipo: 'fuente',
      titulo: 'La carta de un soldado del Ejército de los Andes',
      presentacion: [
        'Carta recreada para esta actividad, en la voz de un soldado patriota en febrero de 1817: «Madre: cruzamos la cordillera con el general San Martín y O’Higgins. Hacía un frío terrible, pero mañana enfrentaremos a los realistas en Chacabuco.»',
        'La carta muestra un momento del paso de la Reconquista a la Patria Nueva.',
        'Vamos a analizarla y ubicarla en una línea de tiempo de la independencia.',
      ],
      tabla: {
        columnas: ['Año', 'Hecho', 'Etapa de la independencia'],
        filas: [
          ['1810', 'Cabildo abierto y Primera Junta', 'Patria Vieja'],
          ['1814', 'Batalla de Rancagua', ''],
          ['1817', 'Batalla de Chacabuco', ''],
          ['1818', 'Declaración de independencia y batalla de Maipú', ''],
        ],
      },
      materiales: ['Carta impresa', 'Tira larga de papel', 'Plumones'],
      pasos: [
        ['Analizar', 'Identificamos quién escribe, cuándo, qué bandos nombra y qué hecho anuncia.', 3],
        ['Ordenar', 'Completamos la tabla y dibujamos la línea de tiempo de la independencia.', 4],
        ['Escribir', 'Escribimos la respuesta de la madre, con lo que ocurría en Santiago en 1817.', 3],
      ],
      tareas: ['carta', 'escritura_creativa', 'dramatizacion', 'investigacion', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'HI06 OA 03',
    [
      'La organización de la república',
      'Describe las dificultades para organizar la república, los ensayos constitucionales, el conflicto entre conservadores y liberales, la Constitución de 1833 y las reformas liberales del siglo XIX.',
      'Describe la Constitución de 1833 y el conflicto entre conservadores y liberales.',
      'Nombra la Constitución de 1833 sin explicar qué organizó.',
      'Confunde la organización de la república con la independencia.',
    ],
    ['Explica qué estableció la Constitución de 1833.', 'Expliqué qué estableció la Constitución de 1833.'],
    {
      id: 'hi06-03-pipiolos-y-pelucones',
      tipo: 'tema',
      titulo: 'Pipiolos y pelucones discuten la república',
      presentacion: [
        'Después de la independencia hubo varios ensayos constitucionales y mucha inestabilidad.',
        'Los pelucones, conservadores, querían un gobierno fuerte; los pipiolos, liberales, más libertades y poder para las provincias.',
        'Vamos a representar una discusión entre ambos grupos sobre cómo organizar la república.',
      ],
      materiales: ['Tarjetas con las ideas de cada bando', 'Ropa para caracterizarse'],
      pasos: [
        ['Investigar', 'Cada grupo investiga las ideas de los pipiolos o de los pelucones.', 3],
        ['Representar', 'Representamos una sesión del Congreso con ambos bandos.', 4],
        [
          'Concluir',
          'Explicamos qué modelo impuso la Constitución de 1833 y qué cambió con las reformas liberales.',
          2,
        ],
      ],
      tareas: ['dramatizacion', 'debate', 'investigacion', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'HI06 OA 04',
    [
      'Cultura y educación en el siglo XIX',
      'Investiga los avances educativos y culturales del siglo XIX, como la Universidad de Chile y las escuelas normales, el aporte de Bello, Gay o Domeyko, y las primeras mujeres profesionales.',
      'Investiga el aporte de un intelectual del siglo XIX y una institución educativa.',
      'Nombra a un intelectual del siglo XIX sin explicar su aporte.',
      'No reconoce los avances culturales del siglo XIX.',
    ],
    [
      'Explica el aporte de un intelectual o científico del siglo XIX.',
      'Expliqué el aporte de un intelectual o científico del siglo XIX.',
    ],
    {
      id: 'hi06-04-museo-de-personajes',
      tipo: 'tema',
      titulo: 'Museo vivo del siglo XIX',
      presentacion: [
        'Andrés Bello fue el primer rector de la Universidad de Chile y Claudio Gay estudió la naturaleza y la historia del país.',
        'En 1887 Eloísa Díaz fue una de las primeras mujeres profesionales de Chile al titularse de médica.',
        'Preguntas para investigar: ¿quién fue?, ¿qué aporte hizo a la educación o a la ciencia?, ¿qué fuentes lo muestran?',
      ],
      materiales: ['Libros y sitios web confiables', 'Ropa para caracterizarse', 'Tarjetas'],
      pasos: [
        ['Elegir', 'Cada estudiante elige a un intelectual, científico o mujer profesional del siglo XIX.', 1],
        ['Investigar', 'Responde las preguntas en dos fuentes y anota cuáles usó.', 4],
        ['Museo vivo', 'Se caracteriza y cuenta en primera persona su aporte a la cultura del siglo XIX.', 4],
      ],
      tareas: ['investigacion', 'dramatizacion', 'exposicion_oral'],
    },
  ),
  instrumento(
    'HI06 OA 05',
    [
      'La configuración del territorio en el siglo XIX',
      'Describe cómo se configuró el territorio chileno en el siglo XIX: la colonización alemana de Llanquihue, la incorporación de Rapa Nui, la ocupación de la Araucanía y la Guerra del Pacífico.',
      'Describe dos procesos de la configuración del territorio y los ubica en el mapa.',
      'Nombra un proceso territorial sin ubicarlo ni explicarlo.',
      'No reconoce cómo cambió el territorio chileno en el siglo XIX.',
    ],
    [
      'Ubica en el mapa un territorio incorporado a Chile en el siglo XIX.',
      'Ubiqué en el mapa un territorio incorporado a Chile en el siglo XIX.',
    ],
    {
      id: 'hi06-05-mapa-historico-territorio',
      tipo: 'tema',
      titulo: 'Mapa histórico del territorio chileno',
      presentacion: [
        'A comienzos del siglo XIX el territorio chileno era mucho más pequeño que hoy.',
        'Con la colonización de Llanquihue, la ocupación de la Araucanía, la Guerra del Pacífico y la incorporación de Rapa Nui en 1888, el territorio cambió.',
        'Vamos a construir un mapa histórico con estos cambios.',
      ],
      tabla: {
        columnas: ['Territorio', 'Año', 'Cómo se incorporó'],
        filas: [
          ['Llanquihue', '1850 en adelante', 'Colonización alemana'],
          ['Araucanía', '', ''],
          ['Tarapacá y Antofagasta', '', 'Guerra del Pacífico'],
          ['Rapa Nui', '1888', ''],
        ],
      },
      materiales: ['Mapa mudo de Chile', 'Lápices de colores', 'Regla'],
      pasos: [
        ['Completar', 'Completamos la tabla con cada territorio y cómo se incorporó.', 3],
        ['Colorear', 'Pintamos cada territorio en el mapa con un color y hacemos la leyenda.', 4],
        ['Explicar', 'Explicamos qué consecuencias tuvo la ocupación de la Araucanía para el pueblo mapuche.', 2],
      ],
      tareas: ['afiche', 'exposicion_oral', 'investigacion'],
    },
  ),
  instrumento(
    'HI06 OA 06',
    [
      'El ciclo del salitre y la cuestión social',
      'Caracteriza el ciclo del salitre: la riqueza que trajo al Estado, la vida en las oficinas salitreras con fichas y pulperías, y el surgimiento de la cuestión social.',
      'Caracteriza la riqueza del salitre y describe la vida de los pampinos.',
      'Nombra el salitre sin relacionarlo con la cuestión social.',
      'No reconoce el ciclo del salitre.',
    ],
    [
      'Relaciona la riqueza del salitre con la vida de los trabajadores pampinos.',
      'Relacioné la riqueza del salitre con la vida de los trabajadores pampinos.',
    ],
    {
      id: 'hi06-06-una-ficha-salitrera',
      tipo: 'fuente',
      titulo: 'La ficha de la oficina salitrera',
      presentacion: [
        'En muchas oficinas salitreras a los pampinos no se les pagaba con dinero, sino con fichas.',
        'Las fichas solo servían en la pulpería de la misma oficina, donde los precios eran altos.',
        'Relato recreado para esta actividad, en la voz de una mujer pampina: «Con las fichas de mi marido apenas alcanza para pan y velas, y no podemos comprar en otro lugar.»',
      ],
      materiales: ['Imagen de fichas salitreras', 'Relato impreso', 'Hoja de análisis'],
      pasos: [
        ['Observar', 'Miramos imágenes de fichas y explicamos cómo funcionaban.', 2],
        ['Analizar', 'Leemos el relato y anotamos los problemas de los pampinos.', 3],
        ['Relacionar', 'Explicamos por qué estas condiciones dieron origen a la cuestión social.', 4],
      ],
      tareas: ['ensayo', 'dramatizacion', 'exposicion_oral', 'investigacion', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'HI06 OA 07',
    [
      'La democratización de Chile en el siglo XX',
      'Explica con ejemplos la democratización del siglo XX: la ampliación del voto, el voto femenino de 1949, la participación de la mujer y el mayor acceso a la educación y la cultura.',
      'Explica dos ejemplos de democratización, como el voto femenino y la educación primaria obligatoria.',
      'Nombra el voto femenino sin explicar la democratización.',
      'No reconoce cambios en la participación durante el siglo XX.',
    ],
    [
      'Explica cómo se amplió el voto en Chile durante el siglo XX.',
      'Expliqué cómo se amplió el voto en Chile durante el siglo XX.',
    ],
    {
      id: 'hi06-07-linea-de-tiempo-del-voto',
      tipo: 'tema',
      titulo: 'Línea de tiempo del voto en Chile',
      presentacion: [
        'A comienzos del siglo XX solo votaban hombres que sabían leer y escribir.',
        'En 1934 las mujeres votaron en elecciones municipales, en 1949 lograron el voto en las presidenciales y una reforma de 1970 dio el voto a los analfabetos y a los mayores de 18 años.',
        'Vamos a construir una línea de tiempo de la democratización del voto.',
      ],
      tabla: {
        columnas: ['Año', 'Cambio', '¿Quiénes pudieron votar?'],
        filas: [
          ['1934', 'Voto municipal femenino', ''],
          ['1949', 'Voto femenino en todas las elecciones', ''],
          ['1970', '', 'Analfabetos y mayores de 18 años'],
        ],
      },
      materiales: ['Tira larga de papel', 'Imágenes de época', 'Plumones'],
      pasos: [
        ['Completar', 'Completamos la tabla con cada ampliación del voto.', 3],
        ['Construir', 'Dibujamos la línea de tiempo con imágenes de las mujeres que lucharon por el sufragio.', 4],
        ['Explicar', 'Explicamos por qué la ampliación del voto hizo más democrática a la sociedad.', 2],
      ],
      tareas: ['afiche', 'exposicion_oral', 'investigacion'],
    },
  ),
  instrumento(
    'HI06 OA 08',
    [
      'Visiones sobre el quiebre y la recuperación de la democracia',
      'Compara visiones y testimonios sobre el quiebre de la democracia en 1973, la dictadura y la recuperación democrática con el plebiscito de 1988, y reconoce el consenso actual sobre la democracia y los derechos humanos.',
      'Compara dos testimonios sobre el quiebre de la democracia y la dictadura.',
      'Describe el golpe de Estado de 1973 sin comparar visiones.',
      'Confunde el quiebre de la democracia con la recuperación democrática.',
    ],
    [
      'Compara dos testimonios sobre el quiebre de la democracia.',
      'Comparé dos testimonios sobre el quiebre de la democracia.',
    ],
    {
      id: 'hi06-08-testimonios-de-la-familia',
      tipo: 'fuente',
      titulo: 'Testimonios sobre la dictadura y la democracia',
      presentacion: [
        'Testimonio 1, recreado para esta actividad: «Después del golpe de Estado de 1973, mi tío fue detenido y nunca volvió. Mi familia lo buscó por años.»',
        'Testimonio 2, recreado para esta actividad: «En 1988 fui a votar en el plebiscito. Hacía quince años que no votábamos y la fila era enorme.»',
        'Vamos a comparar estos testimonios y otros que reunamos en la familia, con respeto por cada experiencia.',
      ],
      materiales: ['Testimonios impresos', 'Pauta de entrevista', 'Hoja de comparación'],
      pasos: [
        [
          'Analizar',
          'Identificamos en cada testimonio a qué momento se refiere: quiebre de la democracia, dictadura o recuperación democrática.',
          3,
        ],
        ['Entrevistar', 'Con permiso de la familia, recogemos un testimonio de un adulto sobre esos años.', 3],
        [
          'Comparar',
          'Comparamos las experiencias y explicamos por qué hoy se valora la democracia y los derechos humanos.',
          3,
        ],
      ],
      tareas: ['investigacion', 'ensayo', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'HI06 OA 09',
    [
      'Cambio y continuidad en la sociedad chilena',
      'Explica con ejemplos qué se ha mantenido y qué ha cambiado en la sociedad chilena a lo largo de su historia, en aspectos como la familia, el trabajo, la educación o las fiestas.',
      'Da un ejemplo de cambio y uno de continuidad en la sociedad chilena.',
      'Da ejemplos de cambio sin reconocer continuidades.',
      'No distingue el cambio de la continuidad en la historia de Chile.',
    ],
    [
      'Da un ejemplo de algo que ha cambiado y de algo que se mantiene en Chile.',
      'Di un ejemplo de algo que ha cambiado y de algo que se mantiene en Chile.',
    ],
    {
      id: 'hi06-09-antes-y-ahora-en-fotos',
      tipo: 'fuente',
      titulo: 'Chile antes y ahora en fotografías',
      presentacion: [
        'Una foto de una sala de clases de 1920 muestra bancos de madera, niños separados de niñas y una pizarra.',
        'Hoy las salas son mixtas y tienen proyector, pero todavía hay pizarra y un profesor que enseña.',
        'Vamos a comparar fotografías y distinguir cambio y continuidad.',
      ],
      tabla: {
        columnas: ['Aspecto', 'Antes', 'Ahora', '¿Cambio o continuidad?'],
        filas: [
          ['Escuela', 'Salas separadas por sexo', 'Salas mixtas', 'Cambio'],
          ['Fiestas Patrias', '', '', ''],
          ['Transporte', '', '', ''],
          ['Familia', '', '', ''],
        ],
      },
      materiales: ['Fotografías antiguas y actuales', 'Tabla impresa'],
      pasos: [
        ['Observar', 'Comparamos pares de fotografías de antes y de ahora.', 3],
        ['Clasificar', 'Completamos la tabla marcando qué cambió y qué se mantiene.', 3],
        ['Explicar', 'Escribimos por qué algunas cosas cambian y otras permanecen en la historia.', 3],
      ],
      tareas: ['afiche', 'exposicion_oral', 'investigacion'],
    },
  ),
  instrumento(
    'HI06 OA 10',
    [
      'El territorio nacional y la condición tricontinental',
      'Identifica los elementos del territorio nacional, como el mar territorial y el espacio aéreo, y explica la condición tricontinental de Chile en América, Oceanía y la Antártica.',
      'Identifica los tres territorios de Chile tricontinental y uno de sus elementos.',
      'Nombra el territorio continental sin explicar la condición tricontinental.',
      'No reconoce los elementos del territorio nacional.',
    ],
    ['Explica por qué Chile es un país tricontinental.', 'Expliqué por qué Chile es un país tricontinental.'],
    {
      id: 'hi06-10-mapa-tricontinental',
      tipo: 'tema',
      titulo: 'Chile tricontinental en un mapa',
      presentacion: [
        'El territorio de Chile está en América del Sur, en Oceanía con Rapa Nui y en la Antártica.',
        'Además del suelo, el territorio incluye el mar territorial y el espacio aéreo.',
        'Vamos a hacer un mapa de Chile tricontinental.',
      ],
      materiales: ['Planisferio', 'Mapa de Chile tricontinental', 'Lápices de colores'],
      pasos: [
        ['Ubicar', 'Ubicamos en el planisferio el territorio americano, insular y antártico.', 3],
        ['Dibujar', 'Dibujamos el mar territorial y escribimos qué es el espacio aéreo.', 3],
        ['Explicar', 'Explicamos la condición tricontinental y la extensión latitudinal de Chile.', 3],
      ],
      tareas: ['afiche', 'exposicion_oral', 'investigacion'],
    },
  ),
  instrumento(
    'HI06 OA 11',
    [
      'Geografía de las regiones de Chile',
      'Caracteriza una región de Chile por su clima, relieve, hidrografía y vegetación, y por su población y actividades económicas, explicando qué le da unidad.',
      'Caracteriza una región por sus rasgos físicos y una actividad económica.',
      'Describe rasgos sueltos de una región sin caracterizarla.',
      'Confunde las regiones de Chile.',
    ],
    [
      'Caracteriza una región de Chile por sus rasgos físicos y humanos.',
      'Caractericé una región de Chile por sus rasgos físicos y humanos.',
    ],
    {
      id: 'hi06-11-ficha-regional',
      tipo: 'tema',
      titulo: 'Ficha geográfica de una región',
      presentacion: [
        'Cada región de Chile tiene un clima, un relieve y actividades económicas propias.',
        'Vamos a elaborar una ficha geográfica de una región y compararla con otra.',
      ],
      tabla: {
        columnas: ['Rasgo', 'Región elegida', 'Otra región'],
        filas: [
          ['Clima', '', ''],
          ['Relieve', '', ''],
          ['Hidrografía', '', ''],
          ['Población', '', ''],
          ['Actividades económicas', '', ''],
        ],
      },
      materiales: ['Atlas de Chile', 'Datos del censo', 'Cartulina'],
      pasos: [
        ['Investigar', 'Buscamos en el atlas los rasgos físicos y humanos de la región.', 4],
        ['Completar', 'Completamos la ficha y un mapa de la región con su capital regional.', 3],
        ['Comparar', 'Presentamos una semejanza y una diferencia con otra región.', 2],
      ],
      tareas: ['investigacion', 'afiche', 'exposicion_oral'],
    },
  ),
  instrumento(
    'HI06 OA 12',
    [
      'Ambientes naturales: oportunidades y dificultades',
      'Compara ambientes naturales de Chile, como el desértico, el altiplánico o el patagónico, según sus oportunidades y dificultades, y explica cómo las personas las aprovechan o superan.',
      'Compara dos ambientes naturales y nombra una oportunidad y una dificultad de cada uno.',
      'Describe un ambiente natural sin señalar oportunidades ni dificultades.',
      'Confunde los ambientes naturales de Chile.',
    ],
    [
      'Explica cómo las personas superan una dificultad de un ambiente natural.',
      'Expliqué cómo las personas superan una dificultad de un ambiente natural.',
    ],
    {
      id: 'hi06-12-atrapanieblas',
      tipo: 'problema',
      titulo: 'Atrapanieblas en el ambiente desértico',
      presentacion: [
        'En el ambiente desértico costero casi no llueve, pero la camanchaca trae humedad desde el mar.',
        'En algunos cerros se instalan atrapanieblas, mallas que condensan la niebla y juntan agua para regar.',
        'Vamos a analizar cómo las personas aprovechan oportunidades y superan dificultades en distintos ambientes.',
      ],
      tabla: {
        columnas: ['Ambiente natural', 'Oportunidad', 'Dificultad', 'Cómo se supera'],
        filas: [
          ['Desértico costero', 'Camanchaca', 'Falta de lluvias', 'Atrapanieblas'],
          ['Altiplánico', '', '', ''],
          ['Patagónico', '', '', ''],
        ],
      },
      materiales: ['Malla de tela', 'Botella plástica', 'Rociador de agua', 'Tabla impresa'],
      pasos: [
        ['Modelar', 'Armamos un atrapanieblas con malla y botella y lo probamos con un rociador.', 3],
        ['Completar', 'Completamos la tabla con tres ambientes naturales de Chile.', 4],
        ['Concluir', 'Explicamos qué ambiente ofrece más oportunidades y por qué.', 2],
      ],
      tareas: ['maqueta', 'resolucion_problemas', 'investigacion'],
    },
  ),
  instrumento(
    'HI06 OA 13',
    [
      'Mi región y mi localidad',
      'Explica cómo es su región y su localidad en lo físico, lo humano y lo económico, con datos de población, paisaje y actividades principales.',
      'Explica cómo es su localidad en dos de sus aspectos: físico, humano o económico.',
      'Describe su localidad con datos sueltos.',
      'No describe su región ni su localidad.',
    ],
    [
      'Explica cómo es su localidad en lo físico, lo humano y lo económico.',
      'Expliqué cómo es mi localidad en lo físico, lo humano y lo económico.',
    ],
    {
      id: 'hi06-13-reportaje-de-mi-localidad',
      tipo: 'tema',
      titulo: 'Reportaje sobre nuestra localidad',
      presentacion: [
        'Cada localidad tiene un paisaje, una población y una economía propios.',
        'Vamos a hacer un reportaje sobre la región y la localidad donde vivimos.',
        'Preguntas guía: ¿cómo es el relieve y el clima?, ¿cuántas personas viven aquí?, ¿en qué trabajan?',
      ],
      materiales: ['Datos del censo de la comuna', 'Celular o cámara', 'Cartulina'],
      pasos: [
        ['Investigar', 'Buscamos datos de la población y la economía de la comuna.', 3],
        ['Registrar', 'Tomamos fotos del paisaje y entrevistamos a un vecino sobre su trabajo.', 3],
        ['Presentar', 'Presentamos el reportaje sobre lo físico, lo humano y lo económico de la localidad.', 3],
      ],
      tareas: ['investigacion', 'exposicion_oral'],
    },
  ),
  instrumento(
    'HI06 OA 14',
    [
      'Desastres naturales y desarrollo de Chile',
      'Explica con ejemplos nacionales y regionales cómo terremotos, tsunamis, erupciones, sequías y aluviones han influido en el desarrollo de Chile, en la reconstrucción y en la prevención.',
      'Explica cómo un desastre natural influyó en Chile y qué se aprendió de él.',
      'Nombra desastres naturales sin explicar su influencia.',
      'No reconoce los desastres naturales de la historia reciente de Chile.',
    ],
    [
      'Explica qué cambió en Chile después de un desastre natural.',
      'Expliqué qué cambió en Chile después de un desastre natural.',
    ],
    {
      id: 'hi06-14-terremotos-y-normas',
      tipo: 'fuente',
      titulo: 'Terremotos que cambiaron Chile',
      presentacion: [
        'El terremoto de Valdivia de 1960 es el más grande registrado en el mundo.',
        'Después de grandes terremotos Chile creó normas de construcción antisísmica, y tras el tsunami de 2010 mejoró sus sistemas de alerta.',
        'Vamos a investigar un desastre natural y lo que cambió después.',
      ],
      tabla: {
        columnas: ['Desastre natural', 'Año y lugar', 'Consecuencias', 'Qué cambió después'],
        filas: [
          ['Terremoto y tsunami', '1960, Valdivia', '', ''],
          ['Terremoto y tsunami', '2010, zona centro sur', '', ''],
          ['Erupción del Chaitén', '2008', '', ''],
        ],
      },
      materiales: ['Diarios de la época o sitios confiables', 'Tabla impresa', 'Cartulina'],
      pasos: [
        ['Investigar', 'Cada grupo investiga un desastre natural de la tabla.', 4],
        ['Analizar', 'Anotamos sus consecuencias y qué se hizo en la reconstrucción.', 3],
        ['Prevención', 'Explicamos qué medida de prevención nació de ese desastre.', 2],
      ],
      tareas: ['investigacion', 'afiche', 'exposicion_oral', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'HI06 OA 15',
    [
      'La democracia chilena: poderes y representantes',
      'Explica la separación de los poderes del Estado, los cargos de elección popular, como concejales, alcaldes, diputados, senadores y Presidente, y el valor de la participación ciudadana.',
      'Explica la separación de poderes y nombra cargos de elección popular.',
      'Nombra los poderes del Estado sin explicar su separación.',
      'Confunde los poderes del Estado y sus autoridades.',
    ],
    ['Explica qué hace cada poder del Estado.', 'Expliqué qué hace cada poder del Estado.'],
    {
      id: 'hi06-15-tres-poderes',
      tipo: 'tema',
      titulo: 'Los tres poderes del Estado',
      presentacion: [
        'En la democracia chilena el poder ejecutivo gobierna, el poder legislativo hace las leyes y el poder judicial las aplica en los tribunales.',
        'Muchas autoridades son elegidas por votación popular.',
        'Vamos a simular cómo se aprueba una ley con los tres poderes.',
      ],
      tabla: {
        columnas: ['Poder del Estado', 'Quiénes lo ejercen', '¿Cómo llegan al cargo?'],
        filas: [
          ['Poder ejecutivo', 'Presidente y ministros', ''],
          ['Poder legislativo', 'Diputados y senadores', ''],
          ['Poder judicial', 'Jueces', ''],
        ],
      },
      materiales: ['Tarjetas de roles', 'Proyecto de ley escrito por el curso'],
      pasos: [
        ['Completar', 'Completamos la tabla de los poderes del Estado.', 2],
        ['Simular', 'Simulamos el trámite de una ley: proyecto, votación en el Congreso y promulgación.', 5],
        ['Reflexionar', 'Explicamos por qué la separación de poderes protege la democracia.', 2],
      ],
      tareas: ['dramatizacion', 'exposicion_oral', 'investigacion'],
    },
  ),
  instrumento(
    'HI06 OA 16',
    [
      'La Constitución',
      'Reconoce que la Constitución define cómo se organiza el Estado de Chile, asegura los derechos y libertades de las personas y establece un régimen democrático, con artículos como ejemplo.',
      'Reconoce dos funciones de la Constitución y da un ejemplo.',
      'Nombra la Constitución sin explicar qué define.',
      'Confunde la Constitución con una ley cualquiera.',
    ],
    ['Explica con un artículo qué asegura la Constitución.', 'Expliqué con un artículo qué asegura la Constitución.'],
    {
      id: 'hi06-16-constitucion-del-curso',
      tipo: 'tema',
      titulo: 'Una constitución para nuestro curso',
      presentacion: [
        'La Constitución es la ley fundamental: dice cómo se organiza el Estado y qué derechos y libertades tenemos.',
        'Vamos a leer algunos artículos de la Constitución y escribir una constitución para el curso.',
      ],
      materiales: ['Artículos impresos de la Constitución', 'Papelógrafo', 'Plumones'],
      pasos: [
        ['Leer', 'Leemos artículos de la Constitución sobre la organización del Estado y los derechos.', 3],
        [
          'Redactar',
          'Escribimos los artículos de la constitución del curso: quién decide, qué derechos y deberes tenemos.',
          4,
        ],
        ['Aprobar', 'Votamos la constitución del curso y explicamos en qué se parece a la Constitución de Chile.', 2],
      ],
      tareas: ['trabajo_grupo', 'exposicion_oral'],
    },
  ),
  instrumento(
    'HI06 OA 17',
    [
      'Derechos humanos y sociedad justa',
      'Explica que todas las personas tienen derechos humanos que los pares, la comunidad y el Estado deben respetar, y lo ejemplifica con artículos de la Declaración Universal y de la Constitución.',
      'Explica un derecho humano con un artículo de la Declaración Universal.',
      'Nombra derechos humanos sin relacionarlos con la Declaración Universal ni la Constitución.',
      'No reconoce los derechos humanos como base de una sociedad justa.',
    ],
    [
      'Relaciona una situación con un artículo de la Declaración Universal de los Derechos Humanos.',
      'Relacioné una situación con un artículo de la Declaración Universal de los Derechos Humanos.',
    ],
    {
      id: 'hi06-17-articulos-y-situaciones',
      tipo: 'fuente',
      titulo: 'Artículos de la Declaración Universal',
      presentacion: [
        'La Declaración Universal de los Derechos Humanos de 1948 dice que todas las personas nacen libres e iguales en dignidad y derechos.',
        'Vamos a relacionar algunos de sus artículos con situaciones de la vida diaria y con la Constitución de Chile.',
      ],
      tabla: {
        columnas: ['Artículo', 'Derecho', 'Situación de la vida diaria'],
        filas: [
          ['Artículo 1', 'Libertad, igualdad y dignidad', ''],
          ['Artículo 19', 'Libertad de opinión y de expresión', ''],
          ['Artículo 26', 'Educación', ''],
        ],
      },
      materiales: ['Declaración Universal impresa', 'Recortes de diarios', 'Cartulina'],
      pasos: [
        ['Leer', 'Leemos los artículos de la Declaración Universal de la tabla.', 2],
        ['Relacionar', 'Buscamos en diarios una situación que muestre cada derecho.', 4],
        ['Explicar', 'Explicamos por qué respetar los derechos humanos hace más justa a la sociedad.', 3],
      ],
      tareas: ['afiche', 'ensayo', 'investigacion'],
    },
  ),
  instrumento(
    'HI06 OA 18',
    [
      'Derechos con deberes para el bien común',
      'Explica que los derechos traen deberes para las personas y las instituciones, como respetar a los demás o pagar impuestos, y por qué cumplirlos favorece la convivencia y el bien común.',
      'Explica un deber de las personas y uno de las instituciones relacionados con un derecho.',
      'Nombra deberes sin relacionarlos con el bien común.',
      'No reconoce que los derechos traen deberes.',
    ],
    [
      'Explica por qué cumplir un deber favorece el bien común.',
      'Expliqué por qué cumplir un deber favorece el bien común.',
    ],
    {
      id: 'hi06-18-que-pasaria-si',
      tipo: 'problema',
      titulo: '¿Qué pasaría si nadie cumpliera sus deberes?',
      presentacion: [
        'Si nadie pagara impuestos, no habría dinero para hospitales ni escuelas públicas.',
        'Si nadie respetara las señales del tránsito, nuestro derecho a circular seguros se perdería.',
        'Vamos a analizar cómo los deberes sostienen los derechos y el bien común.',
      ],
      tabla: {
        columnas: ['Deber', 'Derecho que protege', 'Qué pasaría si no se cumple'],
        filas: [
          ['Pagar impuestos', 'Salud y educación públicas', ''],
          ['Respetar las normas del tránsito', '', ''],
          ['Cuidar los espacios comunes', '', ''],
        ],
      },
      materiales: ['Tabla impresa', 'Papelógrafo'],
      pasos: [
        ['Analizar', 'Completamos la tabla con el derecho que protege cada deber.', 3],
        ['Imaginar', 'Escribimos qué pasaría en la comunidad si nadie cumpliera ese deber.', 3],
        ['Concluir', 'Explicamos la relación entre deberes, convivencia y bien común.', 3],
      ],
      tareas: ['resolucion_problemas', 'debate', 'investigacion'],
    },
  ),
  instrumento(
    'HI06 OA 19',
    [
      'Cómo proteger a las personas cuando sus derechos no son respetados',
      'Propone y fundamenta formas de proteger a las personas cuando sus derechos no son respetados, nombrando instituciones como la Defensoría de la Niñez, los tribunales o la Dirección del Trabajo.',
      'Propone una forma de protección y nombra la institución a la que se puede acudir.',
      'Reconoce que un derecho fue vulnerado sin proponer cómo protegerlo.',
      'No reconoce cuándo los derechos de una persona no son respetados.',
    ],
    [
      'Propone a qué institución acudir para proteger a una persona cuyos derechos no son respetados.',
      'Propuse a qué institución acudir para proteger a una persona cuyos derechos no son respetados.',
    ],
    {
      id: 'hi06-19-a-quien-acudir',
      tipo: 'problema',
      titulo: '¿A quién acudir cuando un derecho no se respeta?',
      presentacion: [
        'Caso 1: un trabajador no recibe su sueldo hace dos meses.',
        'Caso 2: en un curso, un grupo se burla de un compañero por su origen y lo excluye.',
        'Caso 3: un niño sufre maltrato en su casa.',
        'Vamos a proponer cómo proteger a cada persona cuyos derechos no son respetados.',
      ],
      tabla: {
        columnas: ['Caso', 'Derecho vulnerado', 'Institución o persona a quien acudir', 'Acción propuesta'],
        filas: [
          ['Trabajador sin sueldo', '', 'Dirección del Trabajo', ''],
          ['Compañero discriminado', '', '', ''],
          ['Niño maltratado', '', '', ''],
        ],
      },
      materiales: ['Tarjetas con casos', 'Folletos de instituciones de protección'],
      pasos: [
        ['Analizar', 'Identificamos el derecho vulnerado en cada caso.', 3],
        ['Proponer', 'Proponemos a quién acudir y qué hacer para proteger a la persona.', 4],
        ['Fundamentar', 'Explicamos por qué nuestra propuesta protege sus derechos.', 2],
      ],
      tareas: ['resolucion_problemas', 'exposicion_oral', 'investigacion', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'HI06 OA 20',
    [
      'Actitudes cívicas: igualdad, diálogo y cuidado del patrimonio',
      'Muestra actitudes cívicas: respeta la igualdad de derechos, dialoga para llegar a acuerdos y cuida los espacios comunes y el patrimonio de la escuela y la comunidad.',
      'Respeta a los demás y cuida los espacios comunes, y a veces le cuesta dialogar.',
      'Muestra actitudes cívicas solo cuando se le recuerda.',
      'No respeta a los demás ni cuida los espacios comunes.',
    ],
    [
      'Dialoga para llegar a acuerdos y cuida los espacios comunes.',
      'Dialogué para llegar a acuerdos y cuidé los espacios comunes.',
    ],
    {
      id: 'hi06-20-adopta-un-espacio',
      tipo: 'tema',
      titulo: 'Adoptemos un espacio común de la escuela',
      presentacion: [
        'Los espacios comunes y el patrimonio de la escuela son de todos, y cuidarlos es una actitud cívica.',
        'Vamos a adoptar un espacio común, acordar por diálogo cómo mejorarlo y cuidarlo durante un mes.',
      ],
      materiales: ['Herramientas de jardín o de limpieza', 'Cartulinas', 'Plumones'],
      pasos: [
        ['Dialogar', 'Conversamos qué espacio común adoptar y llegamos a un acuerdo.', 2],
        ['Planificar', 'Acordamos turnos para cuidar el espacio y respetar a quienes lo usan.', 3],
        ['Cuidar', 'Cuidamos el espacio durante un mes y registramos lo que hicimos.', 4],
      ],
      tareas: ['trabajo_grupo', 'afiche'],
    },
  ),
  instrumento(
    'HI06 OA 21',
    [
      'Trabajo en equipo eficaz',
      'Trabaja en equipo de forma eficaz: asume su rol, cumple sus responsabilidades y plazos, escucha a los demás, fundamenta sus opiniones y ayuda a llegar a una postura común.',
      'Asume su rol y cumple sus responsabilidades en el equipo, con algún plazo atrasado.',
      'Participa en el equipo sin cumplir su rol ni los plazos.',
      'No colabora con su equipo.',
    ],
    ['Cumple su rol y sus plazos en el trabajo en equipo.', 'Cumplí mi rol y mis plazos en el trabajo en equipo.'],
    {
      id: 'hi06-21-plan-de-equipo',
      tipo: 'tema',
      titulo: 'El plan de trabajo de nuestro equipo',
      presentacion: [
        'Un buen trabajo en equipo reparte roles: coordinador, investigador, redactor y encargado de materiales.',
        'Cada rol tiene responsabilidades y plazos.',
        'Vamos a organizar una investigación en equipo y evaluar cómo trabajamos.',
      ],
      tabla: {
        columnas: ['Rol', 'Integrante', 'Responsabilidades', 'Plazo', '¿Cumplido?'],
        filas: [
          ['Coordinador', '', 'Organizar las reuniones', '', ''],
          ['Investigador', '', '', '', ''],
          ['Redactor', '', '', '', ''],
          ['Encargado de materiales', '', '', '', ''],
        ],
      },
      materiales: ['Tabla de roles', 'Calendario del curso'],
      pasos: [
        ['Repartir roles', 'Asignamos los roles del equipo y escribimos las responsabilidades.', 2],
        ['Trabajar', 'Cada integrante cumple su parte en el plazo acordado.', 5],
        ['Evaluar', 'Evaluamos el trabajo en equipo y acordamos cómo mejorar.', 2],
      ],
      tareas: ['trabajo_grupo', 'investigacion'],
    },
  ),
  instrumento(
    'HI06 OA 22',
    [
      'Evaluar las propuestas de los candidatos',
      'Participa en la elección de la directiva evaluando las propuestas de los candidatos según si son posibles, útiles para el curso y si quien las hace es responsable.',
      'Compara las propuestas de dos candidatos antes de votar.',
      'Vota sin considerar las propuestas de los candidatos.',
      'No participa en la elección ni evalúa las propuestas de los candidatos.',
    ],
    [
      'Evalúa las propuestas de los candidatos antes de votar.',
      'Evalué las propuestas de los candidatos antes de votar.',
    ],
    {
      id: 'hi06-22-foro-de-candidatos',
      tipo: 'tema',
      titulo: 'Foro de candidatos a la directiva',
      presentacion: [
        'Antes de la elección, cada candidato a la directiva presenta sus propuestas.',
        'Una buena propuesta es posible de cumplir, útil para el curso y clara.',
        'Vamos a organizar un foro y evaluar las propuestas antes de votar.',
      ],
      tabla: {
        columnas: ['Candidato', 'Propuesta', '¿Es posible?', '¿Es útil para el curso?'],
        filas: [
          ['', '', '', ''],
          ['', '', '', ''],
        ],
      },
      materiales: ['Pauta de evaluación de propuestas', 'Votos', 'Caja para urna'],
      pasos: [
        ['Foro', 'Los candidatos presentan sus propuestas y responden preguntas.', 3],
        ['Evaluar', 'Completamos la pauta con la evaluación de cada propuesta.', 3],
        ['Votar', 'Votamos de forma secreta e informada.', 2],
      ],
      tareas: ['debate', 'exposicion_oral'],
    },
  ),
  instrumento(
    'HI06 OA 23',
    [
      'Proyecto solidario con plan y presupuesto',
      'Participa con acciones concretas en un proyecto de voluntariado o ayuda social para la comunidad, siguiendo un plan con objetivo, cronograma y presupuesto.',
      'Participa en un proyecto solidario y cumple las acciones del plan.',
      'Participa en el proyecto sin seguir el plan.',
      'No participa en el proyecto para la comunidad.',
    ],
    [
      'Cumple las acciones que le tocan en el proyecto solidario.',
      'Cumplí las acciones que me tocaron en el proyecto solidario.',
    ],
    {
      id: 'hi06-23-campana-de-invierno',
      tipo: 'problema',
      titulo: 'Proyecto solidario: campaña de invierno',
      presentacion: [
        'Un hogar de adultos mayores de la comuna necesita frazadas y alimentos para el invierno.',
        'Vamos a planificar un proyecto de ayuda social con objetivo, cronograma y un presupuesto de 30.000 pesos reunidos en una rifa.',
      ],
      tabla: {
        columnas: ['Acción', 'Responsables', 'Fecha', 'Costo'],
        filas: [
          ['Hacer afiches de la campaña', '', '', ''],
          ['Organizar la rifa', '', '', ''],
          ['Comprar alimentos', '', '', ''],
          ['Entregar la ayuda', '', '', ''],
        ],
      },
      materiales: ['Cajas para recolectar', 'Cartulinas', 'Calculadora'],
      pasos: [
        ['Planificar', 'Definimos el objetivo del proyecto y completamos el cronograma.', 3],
        ['Presupuesto', 'Calculamos los costos sin pasarnos del presupuesto.', 2],
        ['Realizar', 'Hacemos la campaña y entregamos la ayuda al hogar.', 4],
        ['Evaluar', 'Evaluamos si cumplimos el objetivo del proyecto.', 1],
      ],
      tareas: ['trabajo_grupo', 'resolucion_problemas'],
    },
  ),
  instrumento(
    'HI06 OA 24',
    [
      'Opiniones fundadas ante posturas distintas',
      'Expresa y sostiene una opinión con argumentos fundados en fuentes o datos, reconoce el punto de vista contrario y responde a él con razones.',
      'Sostiene su opinión con argumentos y reconoce que existe otro punto de vista.',
      'Da su opinión con argumentos débiles, sin considerar otras posturas.',
      'No sostiene su opinión con argumentos.',
    ],
    [
      'Responde con razones a una opinión distinta de la suya.',
      'Respondí con razones a una opinión distinta de la mía.',
    ],
    {
      id: 'hi06-24-debate-voto-a-los-16',
      tipo: 'tema',
      titulo: 'Debate: ¿votar desde los 16 años?',
      presentacion: [
        'En algunos países los jóvenes de 16 años pueden votar; en Chile se vota desde los 18.',
        'Vamos a debatir si en Chile debería votarse desde los 16, con argumentos fundados en datos y en lo que sabemos de la democracia.',
      ],
      materiales: ['Fichas de argumentos', 'Noticias sobre el tema', 'Cronómetro'],
      pasos: [
        ['Investigar', 'Buscamos datos y opiniones a favor y en contra en dos fuentes.', 3],
        ['Argumentar', 'Cada grupo prepara tres argumentos y una respuesta al punto de vista contrario.', 3],
        ['Debatir', 'Debatimos por turnos y, al final, cada uno escribe su postura fundamentada.', 3],
      ],
      tareas: ['debate', 'ensayo', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'HI06 OA 25',
    [
      'Evaluar soluciones con criterios',
      'Evalúa soluciones posibles a un problema con criterios explícitos, como costo, efecto y a quiénes beneficia, y justifica la propuesta elegida frente a las otras.',
      'Evalúa dos soluciones con un criterio y justifica la elegida.',
      'Elige una solución sin justificarla.',
      'No evalúa soluciones al problema.',
    ],
    ['Justifica con criterios la solución que elige.', 'Justifiqué con criterios la solución que elegí.'],
    {
      id: 'hi06-25-biblioteca-de-aula',
      tipo: 'problema',
      titulo: 'Más lectura en el curso: ¿qué solución elegir?',
      presentacion: [
        'En el curso casi nadie pide libros en la biblioteca.',
        'Hay tres propuestas: una biblioteca de aula, quince minutos diarios de lectura o un concurso de lectores.',
        'Vamos a evaluar cada solución con criterios y justificar la mejor.',
      ],
      tabla: {
        columnas: ['Propuesta', 'Costo', 'Efecto esperado', 'A quiénes beneficia', 'Puntaje'],
        filas: [
          ['Biblioteca de aula', '', '', '', ''],
          ['Quince minutos de lectura', '', '', '', ''],
          ['Concurso de lectores', '', '', '', ''],
        ],
      },
      materiales: ['Tabla de criterios', 'Papelógrafo'],
      pasos: [
        ['Definir criterios', 'Acordamos los criterios y su puntaje.', 2],
        ['Evaluar', 'Evaluamos cada propuesta con los criterios.', 4],
        ['Justificar', 'Escribimos por qué la solución elegida es la mejor.', 3],
      ],
      tareas: ['resolucion_problemas', 'debate'],
    },
  ),
  instrumento(
    'HI06 OA 26',
    [
      'Informarse en medios con distintas miradas',
      'Se informa sobre un tema del país o del mundo en medios de comunicación con distintas líneas editoriales, compara cómo lo presentan y opina con fundamentos.',
      'Se informa en dos medios y compara cómo presentan la noticia.',
      'Se informa en un solo diario o noticiero y opina sin comparar.',
      'No se informa sobre temas de actualidad en la prensa.',
    ],
    [
      'Compara cómo presentan una noticia dos medios de comunicación.',
      'Comparé cómo presentan una noticia dos medios de comunicación.',
    ],
    {
      id: 'hi06-26-dos-titulares',
      tipo: 'fuente',
      titulo: 'Una noticia, dos titulares',
      presentacion: [
        'Titular 1, recreado para esta actividad: «Aumenta el precio del pasaje del transporte público».',
        'Titular 2, recreado para esta actividad: «Nuevo pasaje permitirá renovar buses más limpios».',
        'Ambos titulares cuentan la misma noticia de distinta manera; vamos a comparar medios de comunicación y opinar.',
      ],
      materiales: ['Diarios impresos o digitales', 'Hoja de comparación', 'Computador con internet'],
      pasos: [
        ['Comparar', 'Comparamos los dos titulares y decimos qué destaca cada uno.', 3],
        ['Buscar', 'Buscamos una noticia actual en dos medios con distintas líneas editoriales.', 3],
        ['Opinar', 'Escribimos una opinión fundamentada sobre la noticia.', 3],
      ],
      tareas: ['investigacion', 'ensayo', 'trabajo_grupo'],
    },
  ),
]
