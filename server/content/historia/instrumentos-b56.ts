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
        'Esta fuente fue escrita por el equipo, imaginando a un grumete de la expedición de Magallanes en 1520.',
        '«Llevamos meses sin ver tierra. El agua se pudre y varios compañeros sufren escorbuto. El capitán mira el astrolabio cada noche y dice que pronto encontraremos el paso hacia las islas de las especias.»',
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
      tareas: ['escritura_creativa', 'exposicion_oral', 'afiche'],
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
      tareas: ['afiche', 'exposicion_oral'],
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
      tareas: ['resolucion_problemas', 'afiche', 'exposicion_oral'],
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
        'Fuente 1, escrita por el equipo: «En el valle había muchas familias indígenas; pocos años después de la llegada de los españoles, la viruela y el trabajo en los lavaderos de oro dejaron casas vacías.»',
        'Fuente 2, un dato: se estima que la población indígena de América disminuyó a menos de la mitad en el primer siglo de la conquista.',
        'Pregunta para investigar: ¿qué causas explican la disminución de los pueblos indígenas?',
      ],
      materiales: ['Fuentes impresas', 'Gráfico de población indígena', 'Hoja de análisis'],
      pasos: [
        ['Leer', 'Leemos las dos fuentes y subrayamos las causas de la catástrofe demográfica.', 3],
        ['Relacionar', 'Relacionamos la encomienda y las enfermedades con la disminución de los indígenas.', 3],
        ['Comunicar', 'Escribimos una conclusión de cinco líneas citando las fuentes.', 3],
      ],
      tareas: ['investigacion', 'ensayo'],
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
      tareas: ['dramatizacion', 'investigacion'],
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
      tareas: ['afiche', 'exposicion_oral'],
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
        'Fuente escrita por el equipo, imaginando a un lonko: «Dejaremos pasar a los misioneros si respetan nuestras tierras al sur del río».',
        'Vamos a representar un parlamento y analizar por qué se hacían.',
      ],
      materiales: ['Mapa de la frontera del Biobío', 'Tarjetas con los acuerdos', 'Ropa para caracterizarse'],
      pasos: [
        ['Analizar', 'Leemos la fuente y anotamos qué quería cada parte en el parlamento.', 3],
        ['Representar', 'Representamos el parlamento con españoles y mapuche negociando acuerdos.', 4],
        ['Reflexionar', 'Explicamos por qué la frontera también trajo comercio y mestizaje.', 2],
      ],
      tareas: ['dramatizacion', 'debate'],
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
      tareas: ['afiche', 'investigacion', 'exposicion_oral'],
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
      tareas: ['resolucion_problemas', 'afiche'],
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
      tareas: ['afiche', 'exposicion_oral'],
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
      tareas: ['resolucion_problemas', 'exposicion_oral'],
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
      tareas: ['dramatizacion', 'debate'],
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
      tareas: ['afiche', 'exposicion_oral'],
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
      tareas: ['investigacion', 'afiche', 'exposicion_oral'],
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
      tareas: ['debate', 'ensayo'],
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
        'Mensaje en cadena escrito por el equipo: «¡Urgente! Desde mañana se prohíben las mochilas en todas las escuelas. Compártelo».',
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
      tareas: ['investigacion', 'exposicion_oral'],
    },
  ),
]
