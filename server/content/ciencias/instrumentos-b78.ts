/**
 * Ciencias Naturales, 7° and 8° Básico: for every OA, the rubric's content criterion, the scale's indicator and
 * a practical work for students of twelve to fourteen (investigations with a hypothesis and variables, models,
 * analysis of sources and data). Schema: `oaInstrumentos` in `../tareas/schema.ts`.
 */
import type { OaInstrumentos } from '../tareas/schema'
import { pasos, tabla } from './instrumentos-define'

export const instrumentosB78: readonly OaInstrumentos[] = [
  // ——— 7° Básico ———
  {
    codigo: 'CN07 OA 01',
    criterio: {
      nombre: 'Sexualidad: aspectos biológicos, afectivos y sociales',
      descriptores: [
        'Explica los aspectos biológicos, afectivos y sociales de la sexualidad en la pubertad, y argumenta por qué el respeto y la responsabilidad son parte de las relaciones afectivas.',
        'Explica los aspectos biológicos y afectivos de la sexualidad en la pubertad.',
        'Reconoce solo los aspectos biológicos de la sexualidad.',
        'Todavía no describe los aspectos de la sexualidad.',
      ],
    },
    indicador: {
      tercera: 'Da un ejemplo de respeto en una relación afectiva entre adolescentes.',
      primera: 'Di un ejemplo de respeto en una relación afectiva entre adolescentes.',
    },
    trabajos: [
      {
        id: 'cn07-oa01-casos-relaciones',
        tipo: 'tema',
        titulo: 'Análisis de casos: respeto en las relaciones afectivas',
        presentacion: [
          'En la adolescencia la sexualidad incluye cambios del cuerpo, emociones nuevas y relaciones con otras personas.',
          'Analicen tres casos breves y decidan qué actitudes muestran respeto y responsabilidad.',
        ],
        tabla: tabla(
          ['Caso', 'Aspecto de la sexualidad (biológico, afectivo o social)', '¿Hay respeto?', '¿Qué harías tú?'],
          'Caso 1',
          'Caso 2',
          'Caso 3',
        ),
        materiales: [
          'Tres casos escritos por el profesor o la profesora',
          'Texto de Ciencias Naturales del nivel',
          'Papelógrafo y plumones',
        ],
        pasos: pasos(
          ['Leer', 'Lean cada caso en grupos y completen la tabla con el aspecto de la sexualidad que muestra.', 2],
          ['Discutir', 'Conversen qué actitudes muestran respeto y consentimiento en cada relación afectiva.', 2],
          ['Concluir', 'Escriban tres acuerdos del curso sobre el respeto en las relaciones afectivas.', 1],
        ),
        tareas: ['debate', 'trabajo_grupo', 'afiche'],
      },
    ],
  },
  {
    codigo: 'CN07 OA 02',
    criterio: {
      nombre: 'Formación de un nuevo individuo y paternidad responsable',
      descriptores: [
        'Explica el ciclo menstrual, la fecundación por la unión de los gametos y los métodos de control de la natalidad, y argumenta sobre la paternidad responsable.',
        'Explica el ciclo menstrual y la fecundación.',
        'Nombra los gametos, sin explicar la fecundación.',
        'Todavía no explica la fecundación ni el ciclo menstrual.',
      ],
    },
    indicador: {
      tercera: 'Ubica la ovulación y la menstruación en un calendario del ciclo menstrual.',
      primera: 'Ubiqué la ovulación y la menstruación en un calendario del ciclo menstrual.',
    },
    trabajos: [
      {
        id: 'cn07-oa02-calendario-ciclo',
        tipo: 'problema',
        titulo: 'El calendario del ciclo menstrual',
        presentacion: [
          'Un ciclo menstrual dura en promedio 28 días: la menstruación ocurre al comienzo y la ovulación cerca del día 14.',
          '¿En qué días es más probable la fecundación?',
        ],
        tabla: tabla(
          ['Días del ciclo', 'Lo que ocurre en el ovario', 'Lo que ocurre en el útero'],
          'Días 1 a 5',
          'Días 6 a 13',
          'Día 14',
          'Días 15 a 28',
        ),
        materiales: [
          'Calendario de 28 días en blanco',
          'Esquema del sistema reproductor femenino',
          'Lápices de tres colores',
        ],
        pasos: pasos(
          ['Marcar', 'Pinten en el calendario la menstruación, la ovulación y los días fértiles.', 2],
          ['Explicar', 'Completen la tabla con lo que pasa en el ovario y el útero durante el ciclo menstrual.', 2],
          [
            'Relacionar',
            'Expliquen cómo se unen los gametos en la fecundación y por qué algunos métodos anticonceptivos actúan sobre la ovulación.',
            2,
          ],
        ),
        tareas: ['resolucion_problemas', 'afiche', 'exposicion_oral'],
      },
    ],
  },
  {
    codigo: 'CN07 OA 03',
    criterio: {
      nombre: 'Infecciones de transmisión sexual',
      descriptores: [
        'Describe cómo se transmiten el VIH, el herpes y otras infecciones de transmisión sexual, sus síntomas, consecuencias y formas de prevención, con fuentes confiables.',
        'Describe cómo se transmiten y cómo se previenen dos infecciones de transmisión sexual.',
        'Nombra infecciones de transmisión sexual sin explicar cómo prevenirlas.',
        'Todavía no reconoce las infecciones de transmisión sexual.',
      ],
    },
    indicador: {
      tercera: 'Explica una forma de prevenir una infección de transmisión sexual con información confiable.',
      primera: 'Expliqué una forma de prevenir una infección de transmisión sexual con información confiable.',
    },
    trabajos: [
      {
        id: 'cn07-oa03-contagio-simulado',
        tipo: 'experimento',
        titulo: 'Simulación: cómo se propaga una infección de transmisión sexual',
        presentacion: [
          'Cada estudiante recibe un vaso con agua; uno de ellos, sin saberlo, tiene «la infección de transmisión sexual».',
          'Después de varios intercambios, ¿cuántos vasos tienen la infección? ¿Qué muestra esto sobre el VIH y otras ITS?',
        ],
        tabla: tabla(
          ['Ronda de intercambios', 'Vasos con la infección', 'Vasos sin la infección'],
          'Inicio',
          'Ronda 1',
          'Ronda 2',
          'Ronda 3',
        ),
        materiales: [
          'Vasos plásticos con agua',
          'Un vaso con bicarbonato disuelto',
          'Jugo de repollo morado como indicador',
          'Cuentagotas',
        ],
        pasos: pasos(
          [
            'Intercambiar',
            'En cada ronda, mezclen un poco de su agua con la de un compañero: cada mezcla representa una posible transmisión sexual.',
            2,
          ],
          ['Revelar', 'Agreguen el indicador y cuenten los vasos que tienen la infección de transmisión sexual.', 1],
          [
            'Analizar',
            'Completen la tabla y expliquen por qué una infección de transmisión sexual se propaga sin que se note.',
            2,
          ],
          ['Investigar', 'Busquen en fuentes del Ministerio de Salud cómo se previenen el VIH y el herpes.', 2],
        ),
        tareas: ['informe_laboratorio', 'investigacion', 'afiche'],
      },
    ],
  },
  {
    codigo: 'CN07 OA 04',
    criterio: {
      nombre: 'Barreras defensivas del cuerpo humano',
      descriptores: [
        'Explica con un modelo las barreras defensivas primaria, secundaria y terciaria frente a los patógenos, el papel de las vacunas y alteraciones como las alergias.',
        'Explica las tres barreras defensivas y cómo actúa una vacuna.',
        'Nombra la piel o los glóbulos blancos como defensas, sin ordenar las barreras.',
        'Todavía no reconoce las defensas del cuerpo humano.',
      ],
    },
    indicador: {
      tercera: 'Explica cómo una vacuna prepara al sistema inmune para un patógeno.',
      primera: 'Expliqué cómo una vacuna prepara al sistema inmune para un patógeno.',
    },
    trabajos: [
      {
        id: 'cn07-oa04-castillo-defensas',
        tipo: 'tema',
        titulo: 'El cuerpo como un castillo: modelo de las barreras defensivas',
        presentacion: [
          'La piel y las mucosas son la primera barrera; la inflamación y los glóbulos blancos, la segunda; los anticuerpos, la tercera.',
          'Construyan un modelo que muestre cómo el cuerpo se defiende de un patógeno.',
        ],
        tabla: tabla(
          ['Barrera defensiva', 'Parte del modelo', 'Cómo actúa frente al patógeno'],
          'Primaria',
          'Secundaria',
          'Terciaria',
          'Vacuna',
        ),
        materiales: [
          'Cartón y cajas recicladas',
          'Plasticina de colores',
          'Fichas sobre el sistema inmune',
          'Plumones',
        ],
        pasos: pasos(
          ['Investigar', 'Lean las fichas y completen la tabla de las barreras defensivas.', 2],
          ['Diseñar', 'Dibujen el modelo: murallas, guardias y soldados que representan cada barrera.', 1],
          ['Construir', 'Construyan el modelo con rótulos para cada barrera y para la vacuna.', 3],
          ['Presentar', 'Expliquen qué pasa en su modelo cuando hay una alergia o un rechazo de trasplante.', 2],
        ),
        tareas: ['maqueta', 'exposicion_oral'],
      },
    ],
  },
  {
    codigo: 'CN07 OA 05',
    criterio: {
      nombre: 'Virus, bacterias y hongos: estructura y efectos en la salud',
      descriptores: [
        'Compara con modelos la estructura de virus, bacterias y hongos, explica si son seres vivos y da efectos positivos y negativos de cada uno en la salud.',
        'Compara la estructura de virus, bacterias y hongos.',
        'Nombra virus, bacterias y hongos solo como causantes de enfermedades.',
        'Todavía no distingue virus, bacterias y hongos.',
      ],
    },
    indicador: {
      tercera: 'Explica por qué un antibiótico sirve contra bacterias y no contra virus.',
      primera: 'Expliqué por qué un antibiótico sirve contra bacterias y no contra virus.',
    },
    trabajos: [
      {
        id: 'cn07-oa05-cultivo-hongos',
        tipo: 'experimento',
        titulo: 'Cultivo de hongos y bacterias en pan y fruta',
        presentacion: [
          'Los hongos y las bacterias crecen en los alimentos si tienen humedad y calor.',
          '¿En qué condiciones crecen más? ¿Cómo se ven los hongos al microscopio?',
        ],
        tabla: tabla(
          ['Muestra', 'Condición', 'Día 3', 'Día 5', 'Día 7'],
          'Pan húmedo',
          'Pan seco',
          'Naranja a temperatura ambiente',
          'Naranja en el refrigerador',
        ),
        materiales: [
          'Pan y trozos de naranja',
          'Bolsas con cierre',
          'Lupa o microscopio',
          'Guantes y mascarilla',
          'Plumón',
        ],
        pasos: pasos(
          ['Plantear la hipótesis', 'Escriban en qué condición creen que crecerán más hongos.', 1],
          [
            'Preparar',
            'Pongan cada muestra en su bolsa cerrada con la condición de la tabla para que crezcan hongos y bacterias.',
            1,
          ],
          [
            'Observar',
            'Observen las bolsas cerradas en los días de la tabla y dibujen los hongos que ven con la lupa.',
            3,
          ],
          ['Comparar', 'Hagan un modelo de un virus, una bacteria y un hongo y comparen su estructura.', 2],
        ),
        tareas: ['informe_laboratorio', 'maqueta'],
      },
    ],
  },
  {
    codigo: 'CN07 OA 06',
    criterio: {
      nombre: 'Bacterias y hongos en la biotecnología',
      descriptores: [
        'Explica con ejemplos chilenos el papel de bacterias y hongos en la biotecnología: alimentos, fármacos, obtención de cobre, descontaminación y metano.',
        'Explica dos usos de bacterias u hongos en la biotecnología.',
        'Nombra un alimento hecho por fermentación, sin explicar su proceso.',
        'Todavía no reconoce usos de bacterias y hongos en la biotecnología.',
      ],
    },
    indicador: {
      tercera: 'Describe un proceso de biotecnología y el microorganismo que lo realiza.',
      primera: 'Describí un proceso de biotecnología y el microorganismo que lo realiza.',
    },
    trabajos: [
      {
        id: 'cn07-oa06-yogur',
        tipo: 'experimento',
        titulo: 'Biotecnología en la cocina: hacer yogur',
        presentacion: [
          'Las bacterias del yogur transforman la leche en yogur por fermentación.',
          '¿A qué temperatura trabajan mejor estas bacterias?',
        ],
        tabla: tabla(
          ['Frasco', 'Temperatura', 'Consistencia a las 8 h', 'Olor y sabor'],
          'En el refrigerador',
          'A temperatura ambiente',
          'Envuelto en un lugar tibio',
        ),
        materiales: [
          'Leche',
          'Una cucharada de yogur natural',
          'Tres frascos limpios con tapa',
          'Termómetro',
          'Paño para abrigar',
        ],
        pasos: pasos(
          [
            'Preparar',
            'Mezclen leche tibia con yogur natural, que aporta las bacterias, y repartan en los tres frascos.',
            1,
          ],
          ['Incubar', 'Dejen cada frasco a la temperatura de la tabla durante ocho horas de fermentación.', 2],
          [
            'Comparar',
            'Observen la consistencia y el olor, y completen la tabla: ¿dónde trabajaron mejor las bacterias?',
            2,
          ],
          [
            'Investigar',
            'Busquen otro uso de la biotecnología en Chile, como la obtención de cobre con bacterias, y compárenlo.',
            2,
          ],
        ),
        tareas: ['informe_laboratorio', 'investigacion', 'exposicion_oral'],
      },
    ],
  },
  {
    codigo: 'CN07 OA 07',
    criterio: {
      nombre: 'Fuerzas de gravedad, de roce y elástica',
      descriptores: [
        'Planifica y realiza una investigación sobre la fuerza elástica, el roce o la gravedad, controla las variables y concluye con sus datos.',
        'Realiza una investigación sobre una fuerza y registra sus datos en una tabla.',
        'Mide una fuerza sin controlar las variables.',
        'Todavía no investiga los efectos de las fuerzas.',
      ],
    },
    indicador: {
      tercera: 'Relaciona el estiramiento de un resorte con el peso que cuelga de él.',
      primera: 'Relacioné el estiramiento de un resorte con el peso que cuelga de él.',
    },
    trabajos: [
      {
        id: 'cn07-oa07-resorte-hooke',
        tipo: 'experimento',
        titulo: '¿Cuánto se estira un resorte con más peso?',
        presentacion: [
          'Un resorte ejerce una fuerza elástica que se opone a su estiramiento.',
          '¿Cómo cambia el estiramiento del resorte si colgamos más monedas?',
        ],
        tabla: tabla(
          ['Número de monedas de 100 pesos', 'Largo del resorte (cm)', 'Estiramiento (cm)'],
          '0',
          '5',
          '10',
          '15',
          '20',
        ),
        materiales: [
          'Resorte o elástico',
          'Vaso plástico colgado con hilo',
          'Monedas iguales',
          'Regla',
          'Soporte o borde de mesa',
        ],
        pasos: pasos(
          ['Plantear la hipótesis', 'Escriban cómo creen que cambia el estiramiento con el peso.', 1],
          ['Medir', 'Agreguen monedas de a cinco y midan el largo del resorte.', 3],
          ['Graficar', 'Hagan un gráfico del estiramiento del resorte según el peso de las monedas.', 2],
          ['Concluir', 'Expliquen si el resorte cumple la ley de Hooke y dónde se usa la fuerza elástica.', 2],
        ),
        tareas: ['informe_laboratorio', 'resolucion_problemas', 'trabajo_grupo', 'exposicion_oral'],
      },
    ],
  },
  {
    codigo: 'CN07 OA 08',
    criterio: {
      nombre: 'Presión en sólidos, líquidos y gases',
      descriptores: [
        'Describe cómo la presión depende de la fuerza y la superficie en sólidos, cómo se transmite en líquidos (prensa hidráulica) y cómo actúa la presión atmosférica.',
        'Describe la presión en sólidos y en líquidos con ejemplos.',
        'Nombra la presión sin relacionarla con la fuerza ni la superficie.',
        'Todavía no describe la presión y sus efectos.',
      ],
    },
    indicador: {
      tercera: 'Explica con su modelo cómo una prensa hidráulica multiplica la fuerza.',
      primera: 'Expliqué con mi modelo cómo una prensa hidráulica multiplica la fuerza.',
    },
    trabajos: [
      {
        id: 'cn07-oa08-prensa-jeringas',
        tipo: 'experimento',
        titulo: 'Una prensa hidráulica con jeringas',
        presentacion: [
          'En una prensa hidráulica la presión se transmite por el líquido y una fuerza pequeña levanta un peso grande.',
          '¿Qué jeringa conviene empujar para levantar más peso con la misma presión?',
        ],
        tabla: tabla(
          ['Jeringa que empujo', 'Jeringa que levanta', '¿Cuesta mucho o poco?', 'Distancia que sube el peso (cm)'],
          'Chica',
          'Grande',
        ),
        materiales: [
          'Una jeringa de 5 mL y una de 20 mL sin aguja',
          'Manguera delgada',
          'Agua con colorante',
          'Libro pequeño como peso',
        ],
        pasos: pasos(
          [
            'Armar',
            'Unan las jeringas con la manguera llena de agua, sin burbujas, para formar una prensa hidráulica.',
            2,
          ],
          [
            'Probar',
            'Pongan el libro sobre una jeringa y empujen la otra; luego inviertan y comparen la fuerza según la superficie.',
            2,
          ],
          ['Comparar', 'Completen la tabla y relacionen la presión con la superficie de cada émbolo.', 2],
          ['Aplicar', 'Expliquen por qué funcionan así los frenos de un auto o una gata hidráulica.', 1],
        ),
        tareas: ['informe_laboratorio', 'maqueta'],
      },
    ],
  },
  {
    codigo: 'CN07 OA 09',
    criterio: {
      nombre: 'Tectónica de placas, sismos y volcanes',
      descriptores: [
        'Explica con el modelo de la tectónica de placas la distribución de sismos y volcanes, los tipos de límites entre placas y la deriva continental.',
        'Explica la distribución de sismos y volcanes con el movimiento de las placas.',
        'Nombra las placas tectónicas, sin relacionarlas con sismos ni volcanes.',
        'Todavía no usa el modelo de la tectónica de placas.',
      ],
    },
    indicador: {
      tercera: 'Ubica en un mapa los límites de placas y los relaciona con los volcanes y sismos.',
      primera: 'Ubiqué en un mapa los límites de placas y los relacioné con los volcanes y sismos.',
    },
    trabajos: [
      {
        id: 'cn07-oa09-mapa-sismos',
        tipo: 'fuente',
        titulo: 'Mapa mundial de sismos, volcanes y placas',
        presentacion: [
          'Los sismos y los volcanes no están repartidos al azar: se concentran en los límites de las placas tectónicas.',
          'Con datos reales, ubiquen sismos y volcanes y descubran el dibujo de las placas.',
        ],
        tabla: tabla(
          ['Lugar', 'Tipo de límite de placas', '¿Sismos?', '¿Volcanes?'],
          'Costa de Chile',
          'Islandia',
          'Japón',
          'Falla de San Andrés',
          'Himalaya',
        ),
        materiales: [
          'Mapa mudo del mundo',
          'Listado de sismos y volcanes con sus coordenadas',
          'Puntos adhesivos de dos colores',
          'Rompecabezas de los continentes',
        ],
        pasos: pasos(
          [
            'Ubicar',
            'Marquen en el mapa los sismos con un color y los volcanes con otro para encontrar los límites de las placas.',
            3,
          ],
          ['Descubrir', 'Dibujen los límites de las placas que aparecen con los puntos.', 2],
          ['Clasificar', 'Completen la tabla con el tipo de límite: convergente, divergente o transformante.', 2],
          ['Explicar', 'Armen el rompecabezas de los continentes y expliquen la deriva continental de Wegener.', 1],
        ),
        tareas: ['investigacion', 'exposicion_oral', 'afiche'],
      },
    ],
  },
  {
    codigo: 'CN07 OA 10',
    criterio: {
      nombre: 'Actividad volcánica y sus consecuencias',
      descriptores: [
        'Explica con un modelo cómo se produce una erupción (magma, lava, cenizas) y evalúa sus consecuencias para la naturaleza y la sociedad con un volcán chileno.',
        'Explica cómo se produce una erupción y una consecuencia para las personas.',
        'Describe un volcán sin explicar cómo se produce la erupción.',
        'Todavía no describe la actividad volcánica.',
      ],
    },
    indicador: {
      tercera: 'Relaciona una consecuencia de la erupción de un volcán chileno con una medida de prevención.',
      primera: 'Relacioné una consecuencia de la erupción de un volcán chileno con una medida de prevención.',
    },
    trabajos: [
      {
        id: 'cn07-oa10-volcan-chileno',
        tipo: 'fuente',
        titulo: 'Un volcán chileno: informe de riesgo volcánico',
        presentacion: [
          'En 2008 el volcán Chaitén hizo erupción y sus cenizas cubrieron el pueblo.',
          'Investiguen un volcán chileno y preparen un informe de sus consecuencias y de cómo prevenirlas.',
        ],
        tabla: tabla(
          [
            'Producto de la erupción',
            'Consecuencia para la naturaleza',
            'Consecuencia para las personas',
            'Medida de prevención',
          ],
          'Lava',
          'Cenizas',
          'Gases',
          'Lahares',
        ),
        materiales: [
          'Noticias y datos del volcán elegido',
          'Mapa de volcanes activos de Chile',
          'Cartulina o presentación',
          'Plasticina para un modelo del volcán',
        ],
        pasos: pasos(
          ['Investigar', 'Busquen la última erupción del volcán elegido y completen la tabla.', 3],
          ['Modelar', 'Hagan un corte del volcán con su cámara de magma, chimenea y cráter.', 2],
          ['Evaluar', 'Evalúen qué consecuencia de la erupción fue más grave y por qué.', 1],
          ['Presentar', 'Presenten el informe del volcán con una medida de prevención para la comunidad.', 2],
        ),
        tareas: ['investigacion', 'exposicion_oral', 'maqueta'],
      },
    ],
  },
  {
    codigo: 'CN07 OA 11',
    criterio: {
      nombre: 'Ciclo de las rocas',
      descriptores: [
        'Explica con un modelo cómo se forman y transforman las rocas ígneas, sedimentarias y metamórficas por la temperatura, la presión y la erosión.',
        'Explica cómo se forman los tres tipos de rocas.',
        'Clasifica rocas sin explicar cómo se forman.',
        'Todavía no reconoce los tipos de rocas.',
      ],
    },
    indicador: {
      tercera: 'Clasifica una muestra de roca y explica el proceso que la formó.',
      primera: 'Clasifiqué una muestra de roca y expliqué el proceso que la formó.',
    },
    trabajos: [
      {
        id: 'cn07-oa11-rocas-crayones',
        tipo: 'experimento',
        titulo: 'El ciclo de las rocas con virutas de lápices de cera',
        presentacion: [
          'Las virutas de cera se comportan como los sedimentos: al apretarlas forman una «roca sedimentaria»; al calentarlas, una «roca metamórfica» o «ígnea».',
          '¿Cómo se transforman unas rocas en otras?',
        ],
        tabla: tabla(
          ['Proceso en el modelo', 'Tipo de roca que representa', 'Proceso real'],
          'Virutas sueltas',
          'Virutas apretadas',
          'Virutas calentadas y apretadas',
          'Cera derretida y enfriada',
        ),
        materiales: [
          'Lápices de cera de tres colores',
          'Sacapuntas',
          'Papel de aluminio',
          'Agua caliente en un recipiente',
          'Muestras de granito, arenisca y mármol',
        ],
        pasos: pasos(
          ['Erosionar', 'Saquen virutas de los lápices: son los sedimentos.', 1],
          ['Compactar', 'Envuelvan las virutas en aluminio y apriétenlas fuerte: es una roca sedimentaria.', 2],
          [
            'Calentar',
            'Pongan un paquete sobre agua caliente y apriétenlo para hacer una roca metamórfica; derritan otro por completo y déjenlo enfriar para hacer una roca ígnea.',
            2,
          ],
          ['Comparar', 'Comparen su modelo con las muestras reales de rocas y dibujen el ciclo de las rocas.', 2],
        ),
        tareas: ['informe_laboratorio', 'maqueta'],
      },
    ],
  },
  {
    codigo: 'CN07 OA 12',
    criterio: {
      nombre: 'El clima: factores y cambio climático',
      descriptores: [
        'Explica con un modelo cómo interactúan factores atmosféricos, oceánicos, geográficos y astronómicos en el clima, y relaciona el efecto invernadero con el cambio climático.',
        'Explica cómo la latitud, la altitud o las corrientes influyen en el clima.',
        'Describe el clima de un lugar sin explicar sus factores.',
        'Todavía no distingue el clima del tiempo atmosférico.',
      ],
    },
    indicador: {
      tercera: 'Explica con su modelo por qué el efecto invernadero sube la temperatura.',
      primera: 'Expliqué con mi modelo por qué el efecto invernadero sube la temperatura.',
    },
    trabajos: [
      {
        id: 'cn07-oa12-efecto-invernadero',
        tipo: 'experimento',
        titulo: 'Un modelo del efecto invernadero',
        presentacion: [
          'Los gases de efecto invernadero retienen el calor cerca de la superficie de la Tierra.',
          '¿Sube más la temperatura dentro de un frasco tapado al sol, como en el efecto invernadero?',
        ],
        tabla: tabla(['Minuto', 'Frasco tapado (°C)', 'Frasco abierto (°C)'], '0', '5', '10', '15', '20'),
        materiales: [
          'Dos frascos iguales',
          'Film plástico',
          'Dos termómetros',
          'Tierra oscura',
          'Lámpara o sol directo',
        ],
        pasos: pasos(
          [
            'Preparar',
            'Pongan tierra y un termómetro en cada frasco; tapen uno con film plástico, que hace de gas de efecto invernadero.',
            1,
          ],
          [
            'Medir',
            'Expongan los frascos al sol y anoten la temperatura cada cinco minutos para comparar el efecto invernadero.',
            3,
          ],
          ['Graficar', 'Hagan un gráfico con las dos curvas de temperatura y relaciónenlo con el cambio climático.', 2],
          ['Relacionar', 'Expliquen qué representa el film y cómo influye en el cambio climático.', 2],
        ),
        tareas: ['informe_laboratorio', 'debate'],
      },
    ],
  },
  {
    codigo: 'CN07 OA 13',
    criterio: {
      nombre: 'Comportamiento de los gases: presión, volumen y temperatura',
      descriptores: [
        'Explica con la teoría cinético-molecular y con datos propios cómo se relacionan la presión, el volumen y la temperatura de un gas.',
        'Describe cómo cambia el volumen de un gas con la temperatura o la presión.',
        'Observa que un gas cambia, sin relacionar presión, volumen y temperatura.',
        'Todavía no describe el comportamiento de los gases.',
      ],
    },
    indicador: {
      tercera: 'Explica con las partículas por qué un globo se infla al calentar el aire de la botella.',
      primera: 'Expliqué con las partículas por qué un globo se infla al calentar el aire de la botella.',
    },
    trabajos: [
      {
        id: 'cn07-oa13-globo-botella',
        tipo: 'experimento',
        titulo: 'Un globo sobre una botella: gases y temperatura',
        presentacion: [
          'El aire de una botella es un gas formado por partículas en movimiento.',
          '¿Qué pasa con el volumen del gas al calentarlo o enfriarlo?',
        ],
        tabla: tabla(
          ['Recipiente', 'Temperatura del agua (°C)', 'Contorno del globo (cm)'],
          'Agua con hielo',
          'Agua de la llave',
          'Agua caliente',
        ),
        materiales: [
          'Botella plástica pequeña',
          'Globo',
          'Tres recipientes con agua a distinta temperatura',
          'Termómetro',
          'Huincha de medir',
        ],
        pasos: pasos(
          ['Plantear la hipótesis', 'Escriban qué creen que pasará con el volumen del gas en cada recipiente.', 1],
          [
            'Medir',
            'Pongan la botella con el globo en cada recipiente tres minutos y midan el contorno del globo para estimar el volumen del gas.',
            3,
          ],
          ['Relacionar', 'Hagan un gráfico del contorno según la temperatura.', 2],
          ['Explicar', 'Expliquen con la teoría cinético-molecular qué hacen las partículas del gas.', 2],
        ),
        tareas: ['informe_laboratorio', 'trabajo_grupo', 'exposicion_oral'],
      },
    ],
  },
  {
    codigo: 'CN07 OA 14',
    criterio: {
      nombre: 'Sustancias puras, mezclas y métodos de separación',
      descriptores: [
        'Clasifica la materia en sustancias puras y mezclas homogéneas o heterogéneas, y elige y aplica el método de separación adecuado para cada mezcla.',
        'Clasifica mezclas en homogéneas y heterogéneas y nombra un método de separación.',
        'Reconoce mezclas, pero elige métodos de separación que no sirven.',
        'Todavía no distingue sustancias puras de mezclas.',
      ],
    },
    indicador: {
      tercera: 'Elige un método de separación según las propiedades de los componentes de la mezcla.',
      primera: 'Elegí un método de separación según las propiedades de los componentes de la mezcla.',
    },
    trabajos: [
      {
        id: 'cn07-oa14-separar-mezcla',
        tipo: 'problema',
        titulo: 'Separar una mezcla de arena, sal, clips y agua',
        presentacion: [
          'Se mezclaron arena, sal, clips de metal y agua.',
          'Diseñen el orden de los métodos de separación para recuperar cada componente.',
        ],
        tabla: tabla(
          ['Paso', 'Método de separación', 'Componente que se separa', 'Propiedad que aprovecha'],
          '1',
          '2',
          '3',
          '4',
        ),
        materiales: ['Mezcla preparada', 'Imán', 'Papel filtro y embudo', 'Plato para evaporar al sol', 'Colador'],
        pasos: pasos(
          ['Clasificar', 'Digan si la mezcla es homogénea o heterogénea y qué sustancias puras contiene.', 1],
          ['Planificar', 'Ordenen los métodos de separación: imán, tamizado, filtración y evaporación.', 2],
          ['Separar', 'Apliquen cada método de separación y completen la tabla.', 3],
          ['Evaluar', 'Expliquen qué componente de la mezcla no pudieron recuperar del todo y por qué.', 1],
        ),
        tareas: ['informe_laboratorio', 'resolucion_problemas'],
      },
    ],
  },
  {
    codigo: 'CN07 OA 15',
    criterio: {
      nombre: 'Cambios físicos y cambios químicos',
      descriptores: [
        'Argumenta con evidencias observadas (gas, color, calor, nueva sustancia) si un cambio es físico o químico en sus experimentos.',
        'Clasifica cambios en físicos o químicos con una evidencia.',
        'Clasifica cambios en físicos o químicos sin dar evidencias.',
        'Todavía no distingue cambios físicos de químicos.',
      ],
    },
    indicador: {
      tercera: 'Nombra la evidencia que muestra que se formó una nueva sustancia.',
      primera: 'Nombré la evidencia que muestra que se formó una nueva sustancia.',
    },
    trabajos: [
      {
        id: 'cn07-oa15-fisico-quimico',
        tipo: 'experimento',
        titulo: '¿Cambio físico o cambio químico?',
        presentacion: [
          'En un cambio químico se forma una nueva sustancia; en un cambio físico, no.',
          '¿Qué evidencias muestran cada cambio en cinco experiencias de la cocina?',
        ],
        tabla: tabla(
          ['Experiencia', 'Lo que observo', 'Evidencia', '¿Físico o químico?'],
          'Romper papel',
          'Bicarbonato con vinagre',
          'Derretir mantequilla',
          'Manzana cortada al aire',
          'Disolver azúcar en agua',
        ),
        materiales: ['Papel', 'Bicarbonato y vinagre', 'Mantequilla', 'Manzana', 'Azúcar y vasos con agua'],
        pasos: pasos(
          ['Observar', 'Realicen cada experiencia y anoten si aparece una nueva sustancia.', 3],
          [
            'Buscar evidencias',
            'Marquen si hubo gas, cambio de color, calor u olor nuevo: son evidencias de un cambio químico.',
            2,
          ],
          ['Argumentar', 'Decidan si cada cambio es físico o químico y justifiquen con la evidencia.', 2],
        ),
        tareas: ['informe_laboratorio', 'debate'],
      },
    ],
  },
  // ——— 8° Básico ———
  {
    codigo: 'CN08 OA 01',
    criterio: {
      nombre: 'Historia de la teoría celular',
      descriptores: [
        'Explica cómo las evidencias de Hooke, Leeuwenhoek, Schleiden, Schwann y Virchow cambiaron el modelo de la célula hasta la teoría celular, y el papel del microscopio.',
        'Explica los postulados de la teoría celular y el aporte de dos científicos.',
        'Nombra científicos de la teoría celular sin relacionarlos con sus evidencias.',
        'Todavía no describe cómo se construyó la teoría celular.',
      ],
    },
    indicador: {
      tercera: 'Relaciona un postulado de la teoría celular con el científico y la evidencia que lo apoyó.',
      primera: 'Relacioné un postulado de la teoría celular con el científico y la evidencia que lo apoyó.',
    },
    trabajos: [
      {
        id: 'cn08-oa01-linea-tiempo',
        tipo: 'fuente',
        titulo: 'Línea de tiempo de la teoría celular',
        presentacion: [
          'En 1665 Hooke vio «celdillas» en el corcho; casi doscientos años después, Virchow afirmó que toda célula viene de otra célula.',
          '¿Cómo cambió el conocimiento de la célula con cada científico y cada microscopio?',
        ],
        tabla: tabla(
          ['Año', 'Científico', 'Evidencia o instrumento', 'Aporte a la teoría celular'],
          '1665',
          '1674',
          '1838',
          '1839',
          '1855',
        ),
        materiales: [
          'Fichas biográficas de los científicos',
          'Tira larga de papel',
          'Láminas de corcho y lupa',
          'Plumones',
        ],
        pasos: pasos(
          ['Leer', 'Lean las fichas de los científicos y completen la tabla.', 2],
          ['Observar', 'Miren una lámina de corcho con la lupa, como lo hizo Hooke, y dibújenla.', 1],
          ['Construir', 'Armen la línea de tiempo con cada aporte a la teoría celular.', 2],
          ['Argumentar', 'Expliquen por qué el microscopio fue clave para la teoría celular.', 2],
        ),
        tareas: ['investigacion', 'exposicion_oral', 'afiche'],
      },
    ],
  },
  {
    codigo: 'CN08 OA 02',
    criterio: {
      nombre: 'Estructura y función de la célula',
      descriptores: [
        'Relaciona la función de una célula con sus organelos y compara células procariontes y eucariontes, animales y vegetales, con un modelo.',
        'Compara la célula animal y la célula vegetal según sus organelos.',
        'Nombra organelos de la célula sin relacionarlos con su función.',
        'Todavía no reconoce las estructuras de la célula.',
      ],
    },
    indicador: {
      tercera: 'Explica qué organelo tiene una célula vegetal y no una animal, y para qué sirve.',
      primera: 'Expliqué qué organelo tiene una célula vegetal y no una animal, y para qué sirve.',
    },
    trabajos: [
      {
        id: 'cn08-oa02-modelo-celula',
        tipo: 'tema',
        titulo: 'Modelo tridimensional de una célula',
        presentacion: [
          'Cada grupo construye una célula: procarionte, animal o vegetal.',
          'El modelo debe mostrar sus organelos y explicar la función de cada uno.',
        ],
        tabla: tabla(
          ['Organelo', 'Función', '¿Célula animal?', '¿Célula vegetal?', '¿Célula procarionte?'],
          'Membrana',
          'Núcleo',
          'Mitocondria',
          'Cloroplasto',
          'Pared celular',
          'Ribosomas',
        ),
        materiales: [
          'Caja o bolsa transparente',
          'Plasticina de colores',
          'Gelatina sin sabor o plumavit',
          'Rótulos de papel',
        ],
        pasos: pasos(
          ['Investigar', 'Completen la tabla de organelos con el texto del nivel.', 2],
          ['Construir', 'Armen el modelo de la célula con cada organelo en su lugar.', 3],
          ['Rotular', 'Pongan a cada organelo un rótulo con su función.', 1],
          ['Comparar', 'Presenten su célula y compárenla con las de los otros grupos.', 2],
        ),
        tareas: ['maqueta', 'exposicion_oral'],
      },
    ],
  },
  {
    codigo: 'CN08 OA 03',
    criterio: {
      nombre: 'Difusión y osmosis a través de la membrana',
      descriptores: [
        'Describe con su experimento cómo las células intercambian sustancias por difusión y osmosis según la concentración, y lo explica con la membrana celular.',
        'Describe la osmosis en su experimento y la relaciona con la membrana.',
        'Observa que las papas cambian, sin explicar la osmosis.',
        'Todavía no describe el transporte por la membrana celular.',
      ],
    },
    indicador: {
      tercera: 'Predice hacia dónde pasa el agua por osmosis según la concentración de sal.',
      primera: 'Predije hacia dónde pasa el agua por osmosis según la concentración de sal.',
    },
    trabajos: [
      {
        id: 'cn08-oa03-papas-osmosis',
        tipo: 'experimento',
        titulo: 'Osmosis en bastones de papa',
        presentacion: [
          'Las células de la papa tienen una membrana que deja pasar el agua.',
          '¿Qué pasa con la masa de un bastón de papa en agua con distinta concentración de sal?',
        ],
        tabla: tabla(
          ['Solución', 'Masa inicial (g)', 'Masa a las 24 h (g)', 'Cambio de masa (%)', '¿Firme o blando?'],
          'Agua sin sal',
          'Agua con 1 cucharada de sal',
          'Agua con 3 cucharadas de sal',
        ),
        materiales: [
          'Papa y cuchillo manejado por un adulto',
          'Tres vasos con agua',
          'Sal',
          'Balanza de cocina',
          'Regla',
        ],
        pasos: pasos(
          ['Plantear la hipótesis', 'Escriban qué bastón ganará y cuál perderá agua por osmosis.', 1],
          ['Preparar', 'Corten tres bastones iguales, pésenlos y pónganlos en cada solución.', 2],
          ['Medir', 'Al día siguiente, sequen y pesen los bastones y calculen el cambio de masa por osmosis.', 2],
          ['Explicar', 'Expliquen hacia dónde pasó el agua por osmosis en cada vaso.', 2],
        ),
        tareas: ['informe_laboratorio', 'trabajo_grupo', 'exposicion_oral'],
      },
    ],
  },
  {
    codigo: 'CN08 OA 04',
    criterio: {
      nombre: 'Estructuras de las plantas: transporte, estomas y tropismos',
      descriptores: [
        'Explica con un modelo cómo el xilema, el floema y los estomas transportan sustancias e intercambian gases, cómo los tropismos responden a estímulos, y lo compara con el cuerpo humano.',
        'Explica la función del xilema, el floema y los estomas.',
        'Nombra estructuras de la planta sin explicar su función.',
        'Todavía no reconoce las estructuras de transporte de las plantas.',
      ],
    },
    indicador: {
      tercera: 'Muestra el recorrido del agua por el xilema de un tallo teñido con colorante.',
      primera: 'Mostré el recorrido del agua por el xilema de un tallo teñido con colorante.',
    },
    trabajos: [
      {
        id: 'cn08-oa04-apio-colorante',
        tipo: 'experimento',
        titulo: 'El recorrido del agua por el xilema del apio',
        presentacion: [
          'El agua sube por el xilema desde la raíz hasta las hojas y sale por los estomas.',
          '¿Sube más rápido el colorante en un tallo con hojas o en uno sin hojas?',
        ],
        tabla: tabla(
          ['Tallo de apio', 'Altura del colorante a los 30 min (cm)', 'A las 2 h (cm)', 'A las 24 h (cm)'],
          'Con hojas',
          'Sin hojas',
          'Con hojas cubiertas con bolsa',
        ),
        materiales: ['Tres tallos de apio', 'Vasos con agua y colorante', 'Bolsa plástica', 'Regla', 'Lupa'],
        pasos: pasos(
          ['Preparar', 'Pongan cada tallo en un vaso con colorante; a uno quítenle las hojas y a otro cúbranlas.', 1],
          [
            'Medir',
            'Corten un trozo del tallo en cada tiempo y midan hasta dónde subió el colorante por el xilema.',
            3,
          ],
          ['Observar', 'Miren con la lupa el corte del tallo y dibujen los vasos del xilema.', 1],
          ['Explicar', 'Expliquen el papel de los estomas y compárenlo con el sistema circulatorio humano.', 2],
        ),
        tareas: ['informe_laboratorio', 'maqueta'],
      },
    ],
  },
  {
    codigo: 'CN08 OA 05',
    criterio: {
      nombre: 'Interacción de los sistemas digestivo, circulatorio, respiratorio y excretor',
      descriptores: [
        'Explica con evidencia cómo interactúan los sistemas digestivo, circulatorio, respiratorio y excretor para mantener el equilibrio del cuerpo, y cómo prevenir enfermedades asociadas al tabaco, el alcohol, las grasas y el sodio.',
        'Explica cómo interactúan dos sistemas del cuerpo, como el respiratorio y el circulatorio.',
        'Describe cada sistema por separado, sin relacionarlos.',
        'Todavía no describe los sistemas del cuerpo humano.',
      ],
    },
    indicador: {
      tercera: 'Sigue el recorrido del oxígeno por el sistema respiratorio y la sangre hasta una célula del músculo.',
      primera: 'Seguí el recorrido del oxígeno por el sistema respiratorio y la sangre hasta una célula del músculo.',
    },
    trabajos: [
      {
        id: 'cn08-oa05-mapa-sistemas',
        tipo: 'tema',
        titulo: 'Mapa de los sistemas del cuerpo: el viaje de la glucosa y el oxígeno',
        presentacion: [
          'La glucosa llega por el sistema digestivo y el oxígeno por el sistema respiratorio; la sangre los lleva a las células y el riñón filtra los desechos.',
          'Construyan un mapa del cuerpo que muestre cómo interactúan estos sistemas.',
        ],
        tabla: tabla(
          ['Sustancia', 'Sistema por donde entra', 'Cómo llega a la célula', 'Sistema por donde sale el desecho'],
          'Glucosa',
          'Oxígeno',
          'Dióxido de carbono',
          'Urea',
        ),
        materiales: [
          'Silueta del cuerpo en papel grande',
          'Lana roja y azul',
          'Órganos dibujados y recortados',
          'Plumones',
        ],
        pasos: pasos(
          [
            'Ubicar',
            'Peguen los órganos de los sistemas digestivo, respiratorio, circulatorio y excretor en la silueta.',
            2,
          ],
          [
            'Conectar',
            'Unan los órganos con lana según el recorrido de cada sustancia por la sangre del sistema circulatorio.',
            2,
          ],
          ['Relacionar', 'Expliquen cómo el consumo excesivo de sodio o de tabaco afecta a más de un sistema.', 2],
          ['Presentar', 'Presenten el mapa siguiendo el viaje de una sustancia por los sistemas del cuerpo.', 1],
        ),
        tareas: ['maqueta', 'exposicion_oral', 'afiche'],
      },
    ],
  },
  {
    codigo: 'CN08 OA 06',
    criterio: {
      nombre: 'Nutrientes de los alimentos y sus efectos en la salud',
      descriptores: [
        'Identifica con pruebas experimentales los nutrientes de los alimentos (carbohidratos, proteínas, lípidos, vitaminas, minerales) y explica sus efectos en la salud.',
        'Identifica los nutrientes de varios alimentos y su función.',
        'Nombra nutrientes sin relacionarlos con los alimentos que los contienen.',
        'Todavía no distingue los nutrientes de los alimentos.',
      ],
    },
    indicador: {
      tercera: 'Interpreta la prueba del yodo o de la mancha de grasa para saber qué nutriente tiene un alimento.',
      primera: 'Interpreté la prueba del yodo o de la mancha de grasa para saber qué nutriente tiene un alimento.',
    },
    trabajos: [
      {
        id: 'cn08-oa06-lugol-grasa',
        tipo: 'experimento',
        titulo: '¿Qué nutrientes tienen los alimentos?',
        presentacion: [
          'La tintura de yodo se vuelve azul oscuro con el almidón y los lípidos dejan una mancha traslúcida en el papel.',
          '¿Qué alimentos de la colación tienen almidón o grasas?',
        ],
        tabla: tabla(
          ['Alimento', 'Color con yodo', '¿Tiene almidón?', 'Mancha en el papel', '¿Tiene lípidos?'],
          'Pan',
          'Papa',
          'Maní',
          'Manzana',
          'Queso',
        ),
        materiales: [
          'Tintura de yodo con cuentagotas',
          'Papel de envolver café',
          'Muestras de alimentos',
          'Platos y guantes',
        ],
        pasos: pasos(
          ['Predecir', 'Anoten qué nutrientes creen que tiene cada alimento.', 1],
          [
            'Probar el almidón',
            'Pongan una gota de tintura de yodo sobre cada alimento y anoten el color: el azul oscuro indica almidón.',
            2,
          ],
          [
            'Probar los lípidos',
            'Froten cada alimento en el papel, déjenlo secar y miren si queda una mancha de lípidos.',
            2,
          ],
          [
            'Concluir',
            'Comparen con la etiqueta nutricional y expliquen los efectos de estos nutrientes en la salud.',
            2,
          ],
        ),
        tareas: ['informe_laboratorio', 'trabajo_grupo', 'exposicion_oral'],
      },
    ],
  },
  {
    codigo: 'CN08 OA 07',
    criterio: {
      nombre: 'Factores de un cuerpo sano y plan de vida saludable',
      descriptores: [
        'Evalúa con evidencia los factores que mantienen un cuerpo sano y propone un plan de vida saludable con alimentación equilibrada, ejercicio regular, descanso y sin drogas.',
        'Propone un plan de vida saludable con alimentación equilibrada y ejercicio.',
        'Nombra hábitos de vida saludable sin organizarlos en un plan.',
        'Todavía no reconoce los factores de una vida saludable.',
      ],
    },
    indicador: {
      tercera: 'Compara su semana con las recomendaciones de ejercicio, sueño y alimentación equilibrada.',
      primera: 'Comparé mi semana con las recomendaciones de ejercicio, sueño y alimentación equilibrada.',
    },
    trabajos: [
      {
        id: 'cn08-oa07-plan-saludable',
        tipo: 'problema',
        titulo: 'Mi plan de vida saludable con datos de una semana',
        presentacion: [
          'El sedentarismo, el poco sueño y la mala alimentación aumentan el riesgo de obesidad y otras enfermedades.',
          'Registra una semana de tu vida y diseña un plan de vida saludable.',
        ],
        tabla: tabla(
          ['Factor', 'Mi promedio diario', 'Recomendación', '¿Qué cambio propongo?'],
          'Minutos de ejercicio',
          'Horas de sueño',
          'Porciones de frutas y verduras',
          'Horas frente a pantallas',
          'Bebidas azucaradas',
        ),
        materiales: ['Hoja de registro semanal', 'Guías oficiales de alimentación y actividad física', 'Calculadora'],
        pasos: pasos(
          ['Registrar', 'Anoten cada día su ejercicio, sueño, alimentación y horas de pantalla.', 3],
          [
            'Comparar',
            'Calculen sus promedios y compárenlos con las recomendaciones de ejercicio, sueño y alimentación equilibrada.',
            2,
          ],
          ['Planificar', 'Escriban un plan de vida saludable con metas medibles para un mes.', 2],
        ),
        tareas: ['investigacion', 'resolucion_problemas', 'afiche'],
      },
    ],
  },
  {
    codigo: 'CN08 OA 08',
    criterio: {
      nombre: 'Cargas eléctricas y métodos de electrización',
      descriptores: [
        'Explica con experimentos la electrización por frotamiento, contacto e inducción, los tipos de carga eléctrica y un riesgo cotidiano con su solución.',
        'Explica la electrización por frotamiento y por contacto con experimentos.',
        'Observa que los objetos se atraen o se repelen, sin explicar las cargas eléctricas.',
        'Todavía no reconoce las cargas eléctricas.',
      ],
    },
    indicador: {
      tercera: 'Explica con las cargas eléctricas por qué un globo frotado atrae papelitos.',
      primera: 'Expliqué con las cargas eléctricas por qué un globo frotado atrae papelitos.',
    },
    trabajos: [
      {
        id: 'cn08-oa08-electroscopio',
        tipo: 'experimento',
        titulo: 'Un electroscopio casero',
        presentacion: [
          'Al frotar un globo con lana, el globo queda con carga eléctrica.',
          '¿Cómo podemos detectar la carga eléctrica con un frasco, un clip y papel de aluminio?',
        ],
        tabla: tabla(
          ['Objeto que acerco', 'Frotado con', '¿Se separan las láminas?', 'Método de electrización'],
          'Globo',
          'Regla plástica',
          'Bombilla',
          'Globo sin frotar',
        ),
        materiales: [
          'Frasco de vidrio con tapa de cartón',
          'Clip estirado',
          'Dos tiras de papel de aluminio',
          'Globo, regla plástica y bombilla',
          'Paño de lana',
        ],
        pasos: pasos(
          [
            'Construir',
            'Atraviesen la tapa con el clip y cuelguen de él las dos tiras de aluminio dentro del frasco.',
            2,
          ],
          ['Frotar y acercar', 'Froten cada objeto con lana y acérquenlo al clip sin tocarlo; luego tóquenlo.', 3],
          ['Registrar', 'Completen la tabla e identifiquen si hubo inducción o contacto.', 1],
          ['Aplicar', 'Expliquen por qué un pararrayos protege de la descarga de un rayo.', 2],
        ),
        tareas: ['informe_laboratorio', 'maqueta'],
      },
    ],
  },
  {
    codigo: 'CN08 OA 09',
    criterio: {
      nombre: 'Tecnologías de generación eléctrica',
      descriptores: [
        'Explica y evalúa cómo generan electricidad las pilas, los paneles fotovoltaicos y las centrales eólicas, hidroeléctricas y nucleares, con sus ventajas y costos ambientales.',
        'Explica cómo funcionan dos tecnologías de generación eléctrica.',
        'Nombra centrales eléctricas sin explicar cómo generan electricidad.',
        'Todavía no reconoce tecnologías de generación eléctrica.',
      ],
    },
    indicador: {
      tercera: 'Mide el voltaje de una pila casera de limones y explica de dónde viene la energía.',
      primera: 'Medí el voltaje de una pila casera de limones y expliqué de dónde viene la energía.',
    },
    trabajos: [
      {
        id: 'cn08-oa09-pila-limones',
        tipo: 'experimento',
        titulo: 'Una pila de limones',
        presentacion: [
          'Una pila transforma energía química en energía eléctrica.',
          '¿Cuántos limones hacen falta para que la pila encienda una luz led?',
        ],
        tabla: tabla(['Número de limones en serie', 'Voltaje (V)', '¿Enciende la luz led?'], '1', '2', '3', '4'),
        materiales: [
          'Cuatro limones',
          'Trozos de cable de cobre pelado',
          'Clavos galvanizados',
          'Cables con caimanes',
          'Multímetro',
          'Luz led pequeña',
        ],
        pasos: pasos(
          ['Construir', 'Inserten en cada limón un trozo de cobre y un clavo galvanizado para formar una pila.', 2],
          ['Medir', 'Midan el voltaje de la pila con el multímetro al conectar uno, dos, tres y cuatro limones.', 2],
          ['Comparar', 'Comparen la pila de limones con un panel fotovoltaico y una central hidroeléctrica.', 2],
          ['Evaluar', 'Evalúen qué tecnología de generación eléctrica conviene a su región.', 2],
        ),
        tareas: ['informe_laboratorio', 'debate', 'investigacion'],
      },
    ],
  },
  {
    codigo: 'CN08 OA 10',
    criterio: {
      nombre: 'Circuitos en serie y en paralelo',
      descriptores: [
        'Compara experimentalmente circuitos en serie y en paralelo según voltaje, corriente, resistencia y potencia, y lo relaciona con la instalación eléctrica de una casa.',
        'Arma circuitos en serie y en paralelo y compara el brillo de las ampolletas.',
        'Arma un circuito en serie o en paralelo sin comparar sus propiedades.',
        'Todavía no distingue circuitos en serie de circuitos en paralelo.',
      ],
    },
    indicador: {
      tercera: 'Explica por qué la instalación eléctrica de una casa se conecta en paralelo.',
      primera: 'Expliqué por qué la instalación eléctrica de una casa se conecta en paralelo.',
    },
    trabajos: [
      {
        id: 'cn08-oa10-serie-paralelo',
        tipo: 'experimento',
        titulo: 'Ampolletas en serie y en paralelo',
        presentacion: [
          'En un circuito en serie la corriente tiene un solo camino; en paralelo, varios.',
          '¿Qué pasa con el brillo y con las demás ampolletas del circuito si una se suelta?',
        ],
        tabla: tabla(
          ['Circuito', 'Voltaje en cada ampolleta (V)', 'Corriente (A)', 'Brillo', '¿Qué pasa si se suelta una?'],
          'Una ampolleta',
          'Dos en serie',
          'Dos en paralelo',
        ),
        materiales: [
          'Pila de 4,5 V',
          'Tres ampolletas pequeñas con portalámparas',
          'Cables con caimanes',
          'Multímetro',
        ],
        pasos: pasos(
          ['Armar', 'Armen el circuito de una ampolleta y luego dos en serie y dos en paralelo.', 2],
          ['Medir', 'Midan voltaje y corriente con el multímetro y comparen el brillo.', 3],
          ['Probar', 'Suelten una ampolleta de cada circuito y anoten qué pasa con la otra.', 1],
          ['Relacionar', 'Expliquen con sus datos cómo está conectada la instalación eléctrica de una casa.', 2],
        ),
        tareas: ['informe_laboratorio', 'trabajo_grupo', 'exposicion_oral'],
      },
      {
        id: 'cn08-oa10-maqueta-casa',
        tipo: 'problema',
        titulo: 'Maqueta de la instalación eléctrica de una casa',
        presentacion: [
          'En una casa, cada ampolleta y cada enchufe están conectados en paralelo, con un interruptor y un automático que corta la corriente.',
          'Diseñen y construyan la instalación eléctrica de una casa de cartón con dos piezas y calculen su consumo.',
        ],
        tabla: tabla(
          [
            'Artefacto de la maqueta',
            'Conexión',
            'Potencia real que representa (W)',
            'Horas de uso al día',
            'Energía al mes (kWh)',
          ],
          'Ampolleta del living',
          'Ampolleta del dormitorio',
          'Hervidor',
          'Televisor',
        ),
        materiales: [
          'Caja de cartón como casa',
          'Pila de 4,5 V',
          'Ampolletas pequeñas con portalámparas',
          'Cables e interruptores hechos con clips',
          'Cinta aislante',
        ],
        pasos: pasos(
          ['Diseñar', 'Dibujen el plano de la casa y el circuito en paralelo con un interruptor por pieza.', 2],
          ['Construir', 'Armen el circuito en la maqueta y prueben que cada ampolleta se enciende sola.', 3],
          ['Calcular', 'Completen la tabla y calculen la energía eléctrica que consumiría la casa en un mes.', 2],
          ['Explicar', 'Expliquen por qué la instalación eléctrica es en paralelo y para qué sirve el automático.', 1],
        ),
        tareas: ['maqueta', 'resolucion_problemas', 'exposicion_oral'],
      },
    ],
  },
  {
    codigo: 'CN08 OA 11',
    criterio: {
      nombre: 'El calor: propagación, efectos y escalas de temperatura',
      descriptores: [
        'Explica con modelos la conducción, la convección y la radiación, distingue calor de temperatura y convierte temperaturas entre las escalas Celsius y Kelvin.',
        'Explica dos formas de propagación del calor con ejemplos.',
        'Nombra la conducción o la radiación sin explicar cómo se propaga el calor.',
        'Todavía no describe cómo se propaga el calor.',
      ],
    },
    indicador: {
      tercera: 'Elige el material aislante térmico que mejor conserva la temperatura con los datos de su experimento.',
      primera: 'Elegí el material aislante térmico que mejor conserva la temperatura con los datos de mi experimento.',
    },
    trabajos: [
      {
        id: 'cn08-oa11-aislantes-termicos',
        tipo: 'experimento',
        titulo: '¿Qué material conserva mejor el calor?',
        presentacion: [
          'Los muros de una casa pierden calor por conducción en invierno.',
          '¿Qué material aislante térmico conserva mejor la temperatura de un frasco con agua caliente?',
        ],
        tabla: tabla(
          ['Envoltura', 'Temperatura inicial (°C)', 'A los 10 min (°C)', 'A los 20 min (°C)', 'Temperatura final (K)'],
          'Sin envoltura',
          'Lana',
          'Papel de diario',
          'Plumavit',
          'Papel de aluminio',
        ),
        materiales: [
          'Cinco frascos iguales',
          'Agua caliente',
          'Lana, papel de diario, plumavit y papel de aluminio',
          'Termómetros',
          'Reloj',
        ],
        pasos: pasos(
          ['Plantear la hipótesis', 'Escriban qué envoltura conservará mejor el calor y por qué.', 1],
          ['Medir', 'Envuelvan los frascos con agua caliente y midan la temperatura cada diez minutos.', 3],
          ['Convertir', 'Conviertan las temperaturas finales de grados Celsius a kelvin.', 1],
          ['Concluir', 'Expliquen con la conducción y la radiación qué material sirve para aislar una casa.', 2],
        ),
        tareas: ['informe_laboratorio', 'trabajo_grupo', 'exposicion_oral'],
      },
      {
        id: 'cn08-oa11-caja-termica',
        tipo: 'problema',
        titulo: 'Diseño de una caja térmica para una colación caliente',
        presentacion: [
          'Queremos que una colación caliente pierda el menor calor posible hasta la hora de almuerzo.',
          'Diseñen una caja térmica que disminuya la conducción, la convección y la radiación.',
        ],
        tabla: tabla(
          ['Diseño', 'Temperatura inicial (°C)', 'Temperatura a la hora (°C)', 'Pérdida de temperatura (°C)'],
          'Caja sin aislante',
          'Nuestro primer diseño',
          'Nuestro diseño mejorado',
        ),
        materiales: [
          'Cajas de cartón',
          'Plumavit, lana, papel de diario y papel de aluminio',
          'Frasco con agua caliente',
          'Termómetro',
          'Cinta adhesiva',
        ],
        pasos: pasos(
          ['Diseñar', 'Dibujen su caja y expliquen qué material frena cada forma de propagación del calor.', 2],
          ['Construir', 'Armen la caja con el aislante térmico elegido para cada pared.', 2],
          ['Probar', 'Midan la temperatura del frasco con agua caliente al inicio y después de una hora.', 2],
          ['Mejorar', 'Cambien el diseño para perder menos calor y comparen los datos.', 2],
        ),
        tareas: ['maqueta', 'resolucion_problemas', 'exposicion_oral'],
      },
    ],
  },
  {
    codigo: 'CN08 OA 12',
    criterio: {
      nombre: 'Modelos atómicos de Dalton a Bohr',
      descriptores: [
        'Explica cómo cambió el modelo atómico de Dalton a Thomson, Rutherford y Bohr, y qué evidencia experimental obligó a cada cambio.',
        'Describe los modelos atómicos de Dalton, Thomson, Rutherford y Bohr.',
        'Nombra modelos atómicos sin ordenarlos ni explicar sus diferencias.',
        'Todavía no describe los modelos atómicos.',
      ],
    },
    indicador: {
      tercera: 'Relaciona el experimento de Rutherford con el descubrimiento del núcleo del átomo.',
      primera: 'Relacioné el experimento de Rutherford con el descubrimiento del núcleo del átomo.',
    },
    trabajos: [
      {
        id: 'cn08-oa12-modelos-plasticina',
        tipo: 'tema',
        titulo: 'Cuatro modelos atómicos en plasticina',
        presentacion: [
          'El modelo atómico cambió cada vez que un experimento mostró algo nuevo.',
          'Construyan los modelos de Dalton, Thomson, Rutherford y Bohr y expliquen qué evidencia llevó a cada uno.',
        ],
        tabla: tabla(
          ['Modelo atómico', 'Año', 'Cómo es el átomo', 'Evidencia que lo cambió'],
          'Dalton',
          'Thomson',
          'Rutherford',
          'Bohr',
        ),
        materiales: ['Plasticina de colores', 'Alambre delgado', 'Fichas sobre cada científico', 'Cartón para la base'],
        pasos: pasos(
          ['Investigar', 'Lean las fichas de Dalton, Thomson, Rutherford y Bohr y completen la tabla.', 2],
          ['Construir', 'Modelen los cuatro átomos con plasticina y alambre para las órbitas de Bohr.', 3],
          ['Presentar', 'Expliquen el experimento que llevó de un modelo atómico al siguiente.', 2],
        ),
        tareas: ['maqueta', 'exposicion_oral', 'investigacion'],
      },
    ],
  },
  {
    codigo: 'CN08 OA 13',
    criterio: {
      nombre: 'Átomos, moléculas, iones y compuestos',
      descriptores: [
        'Explica con modelos cómo los átomos se unen en moléculas y compuestos o forman iones, y distingue elementos de compuestos en sustancias cotidianas.',
        'Representa con modelos moléculas de sustancias como el agua y el dióxido de carbono.',
        'Representa átomos, pero no distingue una molécula de un compuesto.',
        'Todavía no distingue átomos de moléculas.',
      ],
    },
    indicador: {
      tercera: 'Construye el modelo de una molécula y cuenta los átomos de cada elemento.',
      primera: 'Construí el modelo de una molécula y conté los átomos de cada elemento.',
    },
    trabajos: [
      {
        id: 'cn08-oa13-moleculas-plasticina',
        tipo: 'tema',
        titulo: 'Moléculas con plasticina y palos de fósforo',
        presentacion: [
          'El agua, el oxígeno y el dióxido de carbono están formados por moléculas.',
          '¿Cuáles son elementos y cuáles compuestos?',
        ],
        tabla: tabla(
          ['Sustancia', 'Fórmula', 'Átomos de cada elemento', '¿Elemento o compuesto?'],
          'Agua',
          'Oxígeno',
          'Dióxido de carbono',
          'Metano',
          'Cloruro de sodio',
        ),
        materiales: [
          'Plasticina de cuatro colores',
          'Palos de fósforo sin cabeza o mondadientes',
          'Tabla de colores por elemento',
        ],
        pasos: pasos(
          ['Modelar', 'Construyan cada molécula con un color por elemento.', 3],
          ['Contar', 'Cuenten los átomos de cada molécula y completen la tabla.', 1],
          ['Clasificar', 'Separen las sustancias en elementos y compuestos.', 1],
          ['Explicar', 'Expliquen por qué el cloruro de sodio está formado por iones y no por moléculas.', 2],
        ),
        tareas: ['maqueta', 'exposicion_oral'],
      },
    ],
  },
  {
    codigo: 'CN08 OA 14',
    criterio: {
      nombre: 'La tabla periódica como modelo',
      descriptores: [
        'Usa la tabla periódica para predecir propiedades de un elemento (metal o no metal, conductividad, brillo) según su grupo, período y número atómico.',
        'Ubica elementos en la tabla periódica por su número atómico y dice si son metales o no metales.',
        'Lee datos de la tabla periódica sin predecir propiedades.',
        'Todavía no usa la tabla periódica.',
      ],
    },
    indicador: {
      tercera: 'Predice con la tabla periódica si un elemento conduce la electricidad.',
      primera: 'Predije con la tabla periódica si un elemento conduce la electricidad.',
    },
    trabajos: [
      {
        id: 'cn08-oa14-propiedades-elementos',
        tipo: 'experimento',
        titulo: 'Metales y no metales: comprobar lo que predice la tabla periódica',
        presentacion: [
          'La tabla periódica predice que los metales brillan y conducen la electricidad.',
          '¿Se cumple la predicción con muestras de metales y no metales de la sala?',
        ],
        tabla: tabla(
          ['Elemento', 'Grupo y período', 'Predicción: ¿metal o no metal?', '¿Brilla?', '¿Conduce la electricidad?'],
          'Cobre',
          'Aluminio',
          'Hierro',
          'Carbono (grafito)',
          'Azufre',
        ),
        materiales: [
          'Tabla periódica',
          'Alambre de cobre, papel de aluminio y un clavo de hierro',
          'Mina de grafito y azufre en un frasco cerrado',
          'Circuito de prueba con pila y ampolleta',
          'Lija',
        ],
        pasos: pasos(
          ['Predecir', 'Busquen cada elemento en la tabla periódica y anoten su predicción.', 2],
          ['Probar', 'Lijen las muestras, observen su brillo y prueben en el circuito si son metales.', 3],
          ['Comparar', 'Comparen resultados y predicciones de la tabla periódica; expliquen el caso del grafito.', 2],
        ),
        tareas: ['informe_laboratorio', 'resolucion_problemas'],
      },
    ],
  },
  {
    codigo: 'CN08 OA 15',
    criterio: {
      nombre: 'Carbono, hidrógeno, oxígeno y nitrógeno en los seres vivos',
      descriptores: [
        'Argumenta con evidencia que el carbono, el hidrógeno, el oxígeno y el nitrógeno son abundantes en la Tierra y forman las biomoléculas de los seres vivos.',
        'Explica que el carbono, el hidrógeno, el oxígeno y el nitrógeno forman los seres vivos.',
        'Nombra bioelementos sin relacionarlos con los seres vivos.',
        'Todavía no reconoce los elementos de los seres vivos.',
      ],
    },
    indicador: {
      tercera:
        'Compara en un gráfico el carbono, el oxígeno y el nitrógeno del cuerpo humano con los de la corteza terrestre.',
      primera:
        'Comparé en un gráfico el carbono, el oxígeno y el nitrógeno del cuerpo humano con los de la corteza terrestre.',
    },
    trabajos: [
      {
        id: 'cn08-oa15-graficos-elementos',
        tipo: 'problema',
        titulo: 'Los elementos del cuerpo humano y de la corteza terrestre',
        presentacion: [
          'En masa, el cuerpo humano tiene cerca de 65 % de oxígeno, 18 % de carbono, 10 % de hidrógeno y 3 % de nitrógeno.',
          'La corteza terrestre tiene cerca de 46 % de oxígeno, 28 % de silicio y 8 % de aluminio. ¿Qué elementos sostienen la vida?',
        ],
        tabla: tabla(
          ['Elemento', 'Cuerpo humano (%)', 'Corteza terrestre (%)', 'Biomolécula en que aparece'],
          'Oxígeno',
          'Carbono',
          'Hidrógeno',
          'Nitrógeno',
          'Silicio',
        ),
        materiales: ['Papel cuadriculado', 'Lápices de colores', 'Tabla periódica', 'Fichas sobre biomoléculas'],
        pasos: pasos(
          [
            'Graficar',
            'Hagan dos gráficos de barras con el carbono, el hidrógeno, el oxígeno y el nitrógeno del cuerpo humano y de la corteza.',
            2,
          ],
          ['Comparar', 'Marquen qué elementos son abundantes en ambos y cuáles solo en los seres vivos.', 2],
          ['Argumentar', 'Expliquen por qué el carbono forma las biomoléculas aunque es escaso en la corteza.', 2],
        ),
        tareas: ['resolucion_problemas', 'exposicion_oral', 'ensayo'],
      },
    ],
  },
]
