/**
 * Ciencias Naturales, 1° and 2° Medio: for every OA, the rubric's content criterion, the scale's indicator and
 * a practical work for students of fourteen to sixteen (investigations with hypothesis, controlled variables
 * and analysis of data, models, sources and debates). Schema: `oaInstrumentos` in `../tareas/schema.ts`.
 */
import type { OaInstrumentos } from '../tareas/schema'
import { pasos, tabla } from './instrumentos-define'

export const instrumentosMedia: readonly OaInstrumentos[] = [
  // ——— 1° Medio ———
  {
    codigo: 'CN1M OA 01',
    criterio: {
      nombre: 'Formación de fósiles y datación por estratos',
      descriptores: [
        'Explica con evidencia cómo se forman los fósiles en rocas sedimentarias y usa la posición de los estratos para ordenar su antigüedad relativa.',
        'Explica cómo se forma un fósil y que los estratos inferiores son más antiguos.',
        'Describe un fósil sin explicar su formación ni su antigüedad.',
        'Todavía no explica la formación de los fósiles.',
      ],
    },
    indicador: {
      tercera: 'Ordena fósiles por antigüedad según el estrato donde se encontraron.',
      primera: 'Ordené fósiles por antigüedad según el estrato donde se encontraron.',
    },
    trabajos: [
      {
        id: 'cn1m-oa01-estratos-frasco',
        tipo: 'experimento',
        titulo: 'Estratos y fósiles en un frasco',
        presentacion: [
          'Los sedimentos se depositan en capas y pueden enterrar restos de organismos que se transforman en fósiles.',
          '¿Cómo muestran los estratos qué fósil es más antiguo?',
        ],
        tabla: tabla(
          ['Estrato (de abajo hacia arriba)', 'Sedimento', '«Fósil» enterrado', 'Antigüedad relativa'],
          '1',
          '2',
          '3',
          '4',
        ),
        materiales: [
          'Frasco transparente grande',
          'Arena, tierra, grava y arcilla',
          'Conchas, hojas y huesos de pollo limpios',
          'Agua',
          'Yeso para moldes',
        ],
        pasos: pasos(
          [
            'Depositar',
            'Agreguen una capa de sedimento con agua y un «fósil»; esperen que decante y repitan con otra capa.',
            2,
          ],
          ['Registrar', 'Completen la tabla con cada estrato y su «fósil».', 1],
          ['Moldear', 'Hagan un molde de yeso de una concha para mostrar cómo se forma un fósil de impresión.', 2],
          [
            'Concluir',
            'Expliquen con el principio de superposición qué «fósil» es más antiguo y por qué los fósiles están en rocas sedimentarias.',
            2,
          ],
        ),
        tareas: ['informe_laboratorio', 'maqueta'],
      },
    ],
  },
  {
    codigo: 'CN1M OA 02',
    criterio: {
      nombre: 'Evidencias de la evolución y selección natural',
      descriptores: [
        'Analiza evidencias de la evolución (registro fósil, estructuras homólogas, embriología, ADN) y explica la selección natural con los aportes de Darwin y Wallace.',
        'Explica la selección natural y describe dos evidencias de la evolución.',
        'Nombra a Darwin o una evidencia de la evolución sin explicarla.',
        'Todavía no explica la evolución de los seres vivos.',
      ],
    },
    indicador: {
      tercera: 'Explica con los datos de la simulación cómo actúa la selección natural.',
      primera: 'Expliqué con los datos de la simulación cómo actúa la selección natural.',
    },
    trabajos: [
      {
        id: 'cn1m-oa02-seleccion-picos',
        tipo: 'experimento',
        titulo: 'Simulación de la selección natural: picos y semillas',
        presentacion: [
          'En una isla viven aves de una misma especie con picos distintos: pinzas, cucharas y palillos; esa variabilidad es la base de la evolución.',
          'Si cambia el alimento disponible, ¿qué tipo de pico favorecerá la selección natural en la siguiente generación?',
        ],
        tabla: tabla(
          [
            'Tipo de pico',
            'Semillas recogidas ronda 1',
            'Ronda 2 (semillas grandes)',
            'Aves en la siguiente generación',
          ],
          'Pinza',
          'Cuchara',
          'Palillos',
        ),
        materiales: [
          'Pinzas de ropa, cucharas y palillos chinos',
          'Porotos, lentejas y arroz',
          'Vasos como «estómagos»',
          'Reloj',
        ],
        pasos: pasos(
          [
            'Alimentarse',
            'Cada «ave» recoge semillas con su tipo de pico durante treinta segundos; los picos distintos son la variabilidad de la especie.',
            2,
          ],
          [
            'Cambiar el ambiente',
            'Repitan con solo semillas grandes y registren cuántas recoge cada pico: el ambiente hace la selección natural.',
            2,
          ],
          [
            'Calcular',
            'Asignen a cada tipo de pico un número de crías según su alimento y completen la tabla de la evolución de la población.',
            2,
          ],
          [
            'Relacionar',
            'Expliquen la selección natural con sus datos y compárenla con una evidencia de la evolución, como las estructuras homólogas.',
            2,
          ],
        ),
        tareas: ['informe_laboratorio', 'debate'],
      },
    ],
  },
  {
    codigo: 'CN1M OA 03',
    criterio: {
      nombre: 'Clasificación de los seres vivos y taxonomía',
      descriptores: [
        'Explica cómo la clasificación de los seres vivos cambió en la historia y construye un árbol filogenético con criterios taxonómicos de parentesco.',
        'Clasifica seres vivos en dominios, reinos y especies con criterios taxonómicos.',
        'Clasifica seres vivos por su aspecto, sin criterios taxonómicos.',
        'Todavía no usa criterios para la clasificación de los seres vivos.',
      ],
    },
    indicador: {
      tercera: 'Construye una clave de pares de opciones para la clasificación de seres vivos de su entorno.',
      primera: 'Construí una clave de pares de opciones para la clasificación de seres vivos de mi entorno.',
    },
    trabajos: [
      {
        id: 'cn1m-oa03-clave-dicotomica',
        tipo: 'problema',
        titulo: 'Clave de clasificación de seres vivos del patio',
        presentacion: [
          'La taxonomía ordena los seres vivos según criterios que reflejan su parentesco.',
          'Construyan una clave de clasificación con pares de opciones para ocho seres vivos del entorno y ubíquenlos en su reino.',
        ],
        tabla: tabla(
          ['Ser vivo', 'Reino', 'Nombre científico', 'Criterio que lo separa'],
          '1',
          '2',
          '3',
          '4',
          '5',
          '6',
          '7',
          '8',
        ),
        materiales: [
          'Fotos o muestras de ocho seres vivos del entorno',
          'Lupa',
          'Guía de nombres científicos',
          'Papelógrafo',
        ],
        pasos: pasos(
          ['Observar', 'Describan rasgos de cada ser vivo con la lupa para su clasificación.', 2],
          [
            'Construir la clave',
            'Escriban pares de preguntas con dos opciones, según criterios taxonómicos, hasta separar cada especie.',
            3,
          ],
          ['Clasificar', 'Completen la tabla con su reino y su nombre científico según Linneo.', 1],
          ['Comparar', 'Comparen su clave con un árbol filogenético y expliquen las diferencias de criterio.', 2],
        ),
        tareas: ['resolucion_problemas', 'investigacion', 'afiche'],
      },
    ],
  },
  {
    codigo: 'CN1M OA 04',
    criterio: {
      nombre: 'Niveles de organización ecológica e interacciones entre especies',
      descriptores: [
        'Distingue individuo, población, comunidad y ecosistema en un caso real y explica interacciones como depredación, competencia, mutualismo, comensalismo y parasitismo.',
        'Distingue los niveles de organización ecológica y explica dos interacciones entre especies.',
        'Nombra interacciones entre especies sin ejemplos correctos.',
        'Todavía no distingue los niveles de organización ecológica.',
      ],
    },
    indicador: {
      tercera:
        'Clasifica una interacción observada en depredación, competencia, mutualismo, comensalismo o parasitismo.',
      primera:
        'Clasifiqué una interacción observada en depredación, competencia, mutualismo, comensalismo o parasitismo.',
    },
    trabajos: [
      {
        id: 'cn1m-oa04-salida-terreno',
        tipo: 'experimento',
        titulo: 'Salida a terreno: niveles ecológicos e interacciones en la plaza',
        presentacion: [
          'En una plaza hay individuos, poblaciones y una comunidad de seres vivos que interactúan.',
          'Registren las interacciones que observan y clasifíquenlas.',
        ],
        tabla: tabla(
          [
            'Especies que interactúan',
            'Interacción observada',
            'Tipo de interacción',
            'Efecto en cada especie (+, −, 0)',
          ],
          '1',
          '2',
          '3',
          '4',
          '5',
        ),
        materiales: ['Lupa', 'Binoculares si hay', 'Libreta de campo', 'Cámara del celular si la escuela lo permite'],
        pasos: pasos(
          ['Observar', 'Recorran la plaza y anoten cada interacción entre especies que vean.', 3],
          ['Clasificar', 'Completen la tabla con el tipo de interacción y su efecto.', 2],
          ['Organizar', 'Dibujen un esquema con un individuo, su población, la comunidad y el ecosistema.', 2],
        ),
        tareas: ['informe_laboratorio', 'exposicion_oral'],
      },
    ],
  },
  {
    codigo: 'CN1M OA 05',
    criterio: {
      nombre: 'Factores que regulan el tamaño de las poblaciones',
      descriptores: [
        'Explica con datos cómo la natalidad, la mortalidad, los factores limitantes y la capacidad de carga regulan el tamaño de una población y qué consecuencias tiene en el ecosistema.',
        'Interpreta una curva de crecimiento poblacional y nombra factores limitantes.',
        'Describe que una población crece o disminuye, sin explicar por qué.',
        'Todavía no analiza el tamaño de las poblaciones.',
      ],
    },
    indicador: {
      tercera: 'Identifica en un gráfico la capacidad de carga de una población.',
      primera: 'Identifiqué en un gráfico la capacidad de carga de una población.',
    },
    trabajos: [
      {
        id: 'cn1m-oa05-levaduras-poblacion',
        tipo: 'experimento',
        titulo: 'Crecimiento de una población de levaduras',
        presentacion: [
          'Una población de levaduras crece mientras tiene azúcar; luego llega a un límite.',
          '¿Cómo cambia el tamaño de la población con más o menos alimento?',
        ],
        tabla: tabla(
          ['Hora', 'Altura de la espuma con 1 cucharada de azúcar (cm)', 'Con 3 cucharadas (cm)'],
          '0',
          '1',
          '2',
          '3',
          '4',
          '24',
        ),
        materiales: ['Levadura seca', 'Azúcar', 'Dos botellas con agua tibia', 'Regla', 'Papel cuadriculado'],
        pasos: pasos(
          [
            'Plantear la hipótesis',
            'Escriban cómo creen que la cantidad de azúcar limitará el crecimiento poblacional.',
            1,
          ],
          ['Medir', 'Midan la altura de la espuma, indicador del tamaño de la población, en las horas de la tabla.', 3],
          ['Graficar', 'Grafiquen ambas curvas y marquen la capacidad de carga.', 2],
          ['Relacionar', 'Expliquen qué factor limitante actuó y den un ejemplo en una población chilena.', 2],
        ),
        tareas: ['informe_laboratorio', 'trabajo_grupo', 'exposicion_oral'],
      },
    ],
  },
  {
    codigo: 'CN1M OA 06',
    criterio: {
      nombre: 'Ciclos biogeoquímicos, flujo de energía y bioacumulación',
      descriptores: [
        'Modela los ciclos del carbono, del nitrógeno, del agua y del fósforo, el flujo de energía en una pirámide trófica y la bioacumulación de un contaminante.',
        'Modela un ciclo biogeoquímico y el flujo de energía en una pirámide trófica.',
        'Describe un ciclo biogeoquímico con pasos que faltan.',
        'Todavía no modela los ciclos de la materia.',
      ],
    },
    indicador: {
      tercera: 'Calcula la energía que pasa de un nivel trófico a otro con la regla del diez por ciento.',
      primera: 'Calculé la energía que pasa de un nivel trófico a otro con la regla del diez por ciento.',
    },
    trabajos: [
      {
        id: 'cn1m-oa06-piramide-bioacumulacion',
        tipo: 'problema',
        titulo: 'Pirámide trófica y bioacumulación de mercurio',
        presentacion: [
          'En un lago, el fitoplancton recibe 10.000 unidades de energía y cada nivel trófico recibe cerca del 10 % del anterior.',
          'Un contaminante como el mercurio no se elimina y se concentra en cada nivel. ¿Qué nivel trófico tendrá más mercurio?',
        ],
        tabla: tabla(
          ['Nivel trófico', 'Organismo', 'Energía (unidades)', 'Mercurio (relativo)'],
          'Productor',
          'Consumidor primario',
          'Consumidor secundario',
          'Consumidor terciario',
        ),
        materiales: [
          'Papel cuadriculado',
          'Calculadora',
          'Cubos o bloques para la pirámide',
          'Esquemas de los ciclos del carbono y del nitrógeno',
        ],
        pasos: pasos(
          ['Calcular', 'Completen la tabla con la energía de cada nivel trófico.', 2],
          ['Construir', 'Armen la pirámide trófica con bloques proporcionales a la energía.', 2],
          ['Modelar', 'Multipliquen por diez el mercurio en cada nivel y expliquen la bioacumulación.', 2],
          ['Relacionar', 'Dibujen el ciclo del carbono de ese lago y marquen dónde participan los descomponedores.', 2],
        ),
        tareas: ['resolucion_problemas', 'maqueta', 'afiche'],
      },
    ],
  },
  {
    codigo: 'CN1M OA 07',
    criterio: {
      nombre: 'Fotosíntesis y respiración celular en el ecosistema',
      descriptores: [
        'Explica con su investigación cómo la fotosíntesis y la respiración celular conectan el flujo de energía y el ciclo de la materia, con sus reactantes y productos.',
        'Explica la fotosíntesis y la respiración celular como procesos opuestos.',
        'Describe la fotosíntesis, pero no la relaciona con la respiración celular.',
        'Todavía no explica la fotosíntesis ni la respiración celular.',
      ],
    },
    indicador: {
      tercera: 'Interpreta el cambio de color del indicador como consumo o liberación de dióxido de carbono.',
      primera: 'Interpreté el cambio de color del indicador como consumo o liberación de dióxido de carbono.',
    },
    trabajos: [
      {
        id: 'cn1m-oa07-indicador-repollo',
        tipo: 'experimento',
        titulo: 'Dióxido de carbono en la luz y en la oscuridad',
        presentacion: [
          'El jugo de repollo morado cambia de color con el dióxido de carbono disuelto en el agua.',
          '¿Qué pasa con el dióxido de carbono en un tubo con una planta acuática a la luz y en la oscuridad?',
        ],
        tabla: tabla(
          ['Tubo', 'Color inicial', 'Color a las 2 h', 'Proceso que predomina'],
          'Planta a la luz',
          'Planta en la oscuridad',
          'Sin planta a la luz',
          'Caracol en la oscuridad',
        ),
        materiales: [
          'Tubos o frascos con tapa',
          'Jugo de repollo morado como indicador',
          'Ramas de planta acuática',
          'Caracol de acuario',
          'Lámpara y caja oscura',
        ],
        pasos: pasos(
          [
            'Plantear la hipótesis',
            'Predigan el color de cada tubo según la fotosíntesis y la respiración celular.',
            1,
          ],
          ['Montar', 'Preparen los cuatro tubos con el mismo volumen de agua e indicador de dióxido de carbono.', 2],
          ['Observar', 'Registren el color inicial y a las dos horas de fotosíntesis o respiración celular.', 2],
          [
            'Explicar',
            'Expliquen qué proceso consume y cuál libera dióxido de carbono y cómo se conectan en el ecosistema.',
            2,
          ],
        ),
        tareas: ['informe_laboratorio', 'trabajo_grupo', 'exposicion_oral'],
      },
      {
        id: 'cn1m-oa07-afiche-ciclo',
        tipo: 'tema',
        titulo: 'Afiche: la fotosíntesis y la respiración celular cierran un ciclo',
        presentacion: [
          'Lo que la fotosíntesis produce, glucosa y oxígeno, es lo que usa la respiración celular; y lo que la respiración celular libera, dióxido de carbono y agua, lo usa la fotosíntesis.',
          'Diseñen un afiche que muestre este ciclo de la materia y el flujo de energía en un ecosistema chileno.',
        ],
        tabla: tabla(
          ['Proceso', 'Dónde ocurre', 'Reactantes', 'Productos', 'Energía'],
          'Fotosíntesis',
          'Respiración celular',
        ),
        materiales: [
          'Cartulina grande',
          'Plumones de colores',
          'Imágenes de un ecosistema chileno',
          'Esquemas de cloroplastos y mitocondrias',
        ],
        pasos: pasos(
          [
            'Completar',
            'Completen la tabla con los reactantes y productos de la fotosíntesis y de la respiración celular.',
            2,
          ],
          ['Diseñar', 'Dibujen el ecosistema con flechas del ciclo de la materia y del flujo de energía.', 3],
          [
            'Presentar',
            'Expliquen por qué la energía fluye y la materia circula entre cloroplastos y mitocondrias.',
            2,
          ],
        ),
        tareas: ['afiche', 'exposicion_oral'],
      },
    ],
  },
  {
    codigo: 'CN1M OA 08',
    criterio: {
      nombre: 'Actividad humana, fenómenos naturales y protección de los ecosistemas',
      descriptores: [
        'Analiza con datos el efecto de un fenómeno natural o de la actividad humana en un ecosistema chileno y propone medidas de protección y uso sustentable.',
        'Analiza el efecto de la actividad humana en un ecosistema y propone una medida.',
        'Nombra la contaminación o las especies invasoras sin analizar sus efectos.',
        'Todavía no analiza el impacto de la actividad humana en un ecosistema.',
      ],
    },
    indicador: {
      tercera: 'Argumenta una medida de uso sustentable con un dato del ecosistema estudiado.',
      primera: 'Argumenté una medida de uso sustentable con un dato del ecosistema estudiado.',
    },
    trabajos: [
      {
        id: 'cn1m-oa08-humedal-debate',
        tipo: 'fuente',
        titulo: 'Debate: ¿construir sobre un humedal urbano?',
        presentacion: [
          'Una empresa propone rellenar un humedal urbano para construir viviendas.',
          'Analicen datos del humedal y debatan con argumentos de conservación y uso sustentable.',
        ],
        tabla: tabla(
          ['Dato del humedal', 'Argumento a favor de construir', 'Argumento a favor de conservar'],
          'Especies de aves',
          'Regulación de inundaciones',
          'Necesidad de viviendas',
          'Especies invasoras presentes',
        ),
        materiales: [
          'Ficha con datos de un humedal chileno',
          'Noticias sobre la Ley de Humedales Urbanos',
          'Pauta de debate',
        ],
        pasos: pasos(
          [
            'Analizar',
            'Lean la ficha y completen la tabla con argumentos basados en datos de conservación del humedal.',
            2,
          ],
          ['Preparar', 'Cada equipo prepara su postura con tres argumentos y una medida sustentable.', 2],
          ['Debatir', 'Debatan sobre el humedal con turnos de exposición, réplica y conclusión.', 2],
          ['Concluir', 'Escriban una propuesta de protección del humedal que recoja lo mejor del debate.', 1],
        ),
        tareas: ['debate', 'ensayo', 'investigacion'],
      },
    ],
  },
  {
    codigo: 'CN1M OA 09',
    criterio: {
      nombre: 'Ondas: características, reflexión, refracción y absorción',
      descriptores: [
        'Muestra con modelos y experimentos que las ondas transportan energía y mide su amplitud, longitud de onda y frecuencia; explica la reflexión, la refracción y la absorción.',
        'Describe amplitud, frecuencia y longitud de onda en un modelo de onda.',
        'Dibuja una onda sin nombrar bien sus características.',
        'Todavía no describe las características de las ondas.',
      ],
    },
    indicador: {
      tercera: 'Mide la longitud de onda y la frecuencia de una onda en un resorte.',
      primera: 'Medí la longitud de onda y la frecuencia de una onda en un resorte.',
    },
    trabajos: [
      {
        id: 'cn1m-oa09-resorte-ondas',
        tipo: 'experimento',
        titulo: 'Ondas en un resorte y en una cubeta',
        presentacion: [
          'Al mover un resorte largo se forman ondas que transportan energía sin transportar materia.',
          '¿Cómo cambia la longitud de onda si aumentamos la frecuencia?',
        ],
        tabla: tabla(
          ['Oscilaciones en 10 s', 'Frecuencia (Hz)', 'Longitud de onda (m)', 'Rapidez de la onda (m/s)'],
          '5',
          '10',
          '15',
        ),
        materiales: [
          'Resorte largo de juguete',
          'Huincha de medir',
          'Cronómetro',
          'Bandeja con agua y un lápiz para ondas de superficie',
        ],
        pasos: pasos(
          ['Generar', 'Muevan el extremo del resorte con distinta frecuencia y midan la longitud de onda.', 3],
          ['Calcular', 'Calculen la frecuencia y la rapidez de la onda para cada caso.', 2],
          [
            'Observar',
            'En la bandeja, observen la reflexión de las ondas en el borde y su cambio al pasar a una zona menos profunda.',
            2,
          ],
          ['Concluir', 'Expliquen la relación entre frecuencia y longitud de onda.', 1],
        ),
        tareas: ['informe_laboratorio', 'trabajo_grupo', 'exposicion_oral'],
      },
      {
        id: 'cn1m-oa09-maquina-ondas',
        tipo: 'problema',
        titulo: 'Una máquina de ondas con palos de brocheta',
        presentacion: [
          'Una máquina de ondas muestra cómo una onda transporta energía de un extremo a otro sin transportar materia.',
          'Construyan la máquina y muestren la amplitud, la frecuencia y la reflexión de una onda.',
        ],
        tabla: tabla(
          ['Prueba', 'Amplitud', 'Frecuencia', '¿Qué se observa?'],
          'Golpe suave',
          'Golpe fuerte',
          'Golpes rápidos',
          'Extremo fijo',
        ),
        materiales: [
          'Cinta adhesiva ancha de dos metros',
          'Cuarenta palos de brocheta',
          'Gomitas o plasticina para los extremos',
          'Dos sillas',
        ],
        pasos: pasos(
          [
            'Construir',
            'Peguen los palos cada cinco centímetros sobre la cinta, con peso en los extremos, y tiéndanla entre dos sillas: por ella viajarán las ondas.',
            3,
          ],
          [
            'Probar',
            'Muevan un extremo con distinta fuerza y rapidez y describan la amplitud y la frecuencia de la onda.',
            2,
          ],
          ['Observar la reflexión', 'Fijen el otro extremo y observen cómo la onda vuelve.', 1],
          ['Presentar', 'Expliquen con su máquina por qué una onda transporta energía y no materia.', 2],
        ),
        tareas: ['maqueta', 'exposicion_oral'],
      },
    ],
  },
  {
    codigo: 'CN1M OA 10',
    criterio: {
      nombre: 'Sonido: cualidades, fenómenos y aplicaciones',
      descriptores: [
        'Explica con el modelo ondulatorio el tono, la intensidad y el timbre del sonido, y fenómenos como el eco, la resonancia y el efecto Doppler, con aplicaciones tecnológicas.',
        'Relaciona el tono con la frecuencia y la intensidad con la amplitud del sonido.',
        'Describe sonidos agudos o fuertes sin relacionarlos con la onda.',
        'Todavía no describe las cualidades del sonido.',
      ],
    },
    indicador: {
      tercera: 'Relaciona el largo de la columna de aire de una botella con el tono del sonido.',
      primera: 'Relacioné el largo de la columna de aire de una botella con el tono del sonido.',
    },
    trabajos: [
      {
        id: 'cn1m-oa10-botellas-tono',
        tipo: 'experimento',
        titulo: 'Botellas musicales: tono y columna de aire',
        presentacion: [
          'Al soplar sobre una botella, el aire vibra y produce un sonido.',
          '¿Cómo cambia el tono con la cantidad de agua? ¿Qué frecuencia mide una aplicación de afinador?',
        ],
        tabla: tabla(
          ['Agua en la botella (mL)', 'Largo de la columna de aire (cm)', 'Frecuencia (Hz)', '¿Agudo o grave?'],
          '0',
          '100',
          '200',
          '300',
        ),
        materiales: [
          'Cuatro botellas de vidrio iguales',
          'Agua y probeta',
          'Regla',
          'Celular con aplicación de afinador o medidor de frecuencia',
        ],
        pasos: pasos(
          [
            'Preparar',
            'Llenen las botellas con distintas cantidades de agua y midan la columna de aire que produce el sonido.',
            1,
          ],
          ['Medir', 'Soplen cada botella y midan la frecuencia del sonido con la aplicación.', 3],
          ['Graficar', 'Grafiquen la frecuencia del sonido según el largo de la columna de aire.', 2],
          ['Aplicar', 'Expliquen la resonancia en las botellas y una aplicación del ultrasonido.', 2],
        ),
        tareas: ['informe_laboratorio', 'maqueta'],
      },
    ],
  },
  {
    codigo: 'CN1M OA 11',
    criterio: {
      nombre: 'Luz: reflexión, refracción, imágenes y colores',
      descriptores: [
        'Explica con experimentos la reflexión y la refracción de la luz, la formación de imágenes en espejos y lentes, y la descomposición de la luz en colores.',
        'Explica la reflexión y la refracción de la luz con ejemplos.',
        'Describe la luz en un espejo sin explicar la reflexión.',
        'Todavía no describe los fenómenos de la luz.',
      ],
    },
    indicador: {
      tercera: 'Mide el ángulo de incidencia y de reflexión de la luz en un espejo plano.',
      primera: 'Medí el ángulo de incidencia y de reflexión de la luz en un espejo plano.',
    },
    trabajos: [
      {
        id: 'cn1m-oa11-reflexion-refraccion',
        tipo: 'experimento',
        titulo: 'Ángulos de la luz: reflexión en un espejo y refracción en agua',
        presentacion: [
          'La luz que llega a un espejo plano se refleja; al pasar del aire al agua, se refracta.',
          '¿Qué relación hay entre el ángulo de incidencia y el de reflexión?',
        ],
        tabla: tabla(
          ['Ángulo de incidencia (°)', 'Ángulo de reflexión (°)', 'Ángulo en el agua (°)'],
          '20',
          '40',
          '60',
        ),
        materiales: [
          'Linterna con una ranura de cartón',
          'Espejo plano',
          'Transportador',
          'Recipiente transparente con agua',
          'Lupa como lente',
        ],
        pasos: pasos(
          ['Reflejar', 'Dirijan el rayo de luz al espejo plano con cada ángulo y midan el ángulo de reflexión.', 2],
          ['Refractar', 'Hagan pasar el rayo de luz por el agua y midan cuánto se desvía por refracción.', 2],
          ['Formar imágenes', 'Con la lupa, proyecten la imagen de la ventana en una hoja y describan cómo es.', 2],
          ['Concluir', 'Enuncien la ley de la reflexión con sus datos y expliquen la refracción.', 2],
        ),
        tareas: ['informe_laboratorio', 'trabajo_grupo', 'exposicion_oral'],
      },
      {
        id: 'cn1m-oa11-periscopio',
        tipo: 'problema',
        titulo: 'Un periscopio con dos espejos planos',
        presentacion: [
          'Un periscopio usa la reflexión de la luz en dos espejos planos para ver por encima de un muro.',
          'Construyan un periscopio y expliquen con rayos de luz cómo se forma la imagen.',
        ],
        tabla: tabla(['Ángulo de los espejos (°)', '¿Se ve la imagen?', '¿Derecha o invertida?'], '30', '45', '60'),
        materiales: [
          'Caja larga de cartón, como la de un tubo de papel aluminio',
          'Dos espejos planos pequeños',
          'Transportador',
          'Cinta adhesiva',
          'Tijeras',
        ],
        pasos: pasos(
          ['Diseñar', 'Dibujen el recorrido de un rayo de luz que se refleja en los dos espejos.', 2],
          ['Construir', 'Peguen los espejos planos en la caja con el ángulo que indica su dibujo.', 3],
          ['Probar', 'Prueben otros ángulos de los espejos planos y completen la tabla.', 1],
          ['Explicar', 'Expliquen con la ley de la reflexión por qué el ángulo de 45° permite ver la imagen.', 2],
        ),
        tareas: ['maqueta', 'exposicion_oral'],
      },
    ],
  },
  {
    codigo: 'CN1M OA 12',
    criterio: {
      nombre: 'El ojo y el oído: funcionamiento, límites y soluciones',
      descriptores: [
        'Describe cómo el ojo y el oído reciben la luz y el sonido, sus capacidades y limitaciones, y evalúa soluciones tecnológicas como lentes y audífonos.',
        'Describe las estructuras del ojo y del oído y su función.',
        'Nombra partes del ojo o del oído sin describir su función.',
        'Todavía no describe cómo funcionan el ojo y el oído.',
      ],
    },
    indicador: {
      tercera: 'Explica qué lente corrige la miopía y por qué.',
      primera: 'Expliqué qué lente corrige la miopía y por qué.',
    },
    trabajos: [
      {
        id: 'cn1m-oa12-punto-ciego',
        tipo: 'experimento',
        titulo: 'Límites de la visión y la audición',
        presentacion: [
          'El ojo tiene un punto ciego y el oído no capta todas las frecuencias.',
          '¿Dónde está el punto ciego del ojo de cada uno? ¿Qué frecuencias capta el oído del curso?',
        ],
        tabla: tabla(
          ['Estudiante', 'Distancia del punto ciego (cm)', 'Frecuencia más alta que escucha (Hz)'],
          '1',
          '2',
          '3',
          '4',
        ),
        materiales: [
          'Tarjeta con una cruz y un punto',
          'Regla',
          'Celular con generador de tonos',
          'Modelo del ojo o del oído',
        ],
        pasos: pasos(
          [
            'Buscar el punto ciego',
            'Tapen un ojo, acerquen la tarjeta y midan a qué distancia desaparece el punto.',
            2,
          ],
          [
            'Probar la audición',
            'Escuchen tonos cada vez más agudos a volumen bajo y anoten el último que capta su oído.',
            2,
          ],
          ['Explicar', 'Relacionen el punto ciego con la retina y el límite de audición con la cóclea.', 2],
          ['Evaluar', 'Evalúen cómo los lentes y los audífonos corrigen la miopía y la pérdida de audición.', 2],
        ),
        tareas: ['informe_laboratorio', 'exposicion_oral'],
      },
    ],
  },
  {
    codigo: 'CN1M OA 13',
    criterio: {
      nombre: 'Ondas sísmicas: propagación, medición y consecuencias',
      descriptores: [
        'Explica con modelos cómo las ondas sísmicas propagan la energía desde el hipocentro, cómo se miden (sismógrafo, magnitud) y sus consecuencias como los tsunamis.',
        'Distingue hipocentro de epicentro y explica cómo se mide un sismo.',
        'Describe un sismo sin relacionarlo con ondas sísmicas.',
        'Todavía no describe las ondas sísmicas.',
      ],
    },
    indicador: {
      tercera: 'Calcula la distancia al epicentro con la diferencia de llegada de las ondas P y S.',
      primera: 'Calculé la distancia al epicentro con la diferencia de llegada de las ondas P y S.',
    },
    trabajos: [
      {
        id: 'cn1m-oa13-sismografo-casero',
        tipo: 'experimento',
        titulo: 'Un sismógrafo casero',
        presentacion: [
          'El sismógrafo registra las ondas sísmicas de un sismo.',
          '¿Cómo cambia el registro del sismógrafo con la intensidad y la distancia del golpe?',
        ],
        tabla: tabla(
          ['Golpe', 'Distancia a la caja (cm)', 'Altura máxima del trazo (mm)'],
          'Suave cerca',
          'Fuerte cerca',
          'Fuerte lejos',
        ),
        materiales: [
          'Caja de cartón',
          'Vaso plástico con peso colgado de un hilo',
          'Plumón sujeto al vaso',
          'Tira larga de papel',
          'Regla',
        ],
        pasos: pasos(
          [
            'Construir',
            'Cuelguen el vaso con el plumón dentro de la caja, tocando la tira de papel: es el sismógrafo.',
            2,
          ],
          ['Registrar', 'Tiren la tira de papel a ritmo constante mientras otro golpea la mesa, como un sismo.', 2],
          ['Medir', 'Midan la altura del trazo de cada golpe, que indica la magnitud, y completen la tabla.', 2],
          [
            'Relacionar',
            'Expliquen cómo los sismógrafos reales miden la magnitud y cómo un sismo en el mar genera un tsunami.',
            2,
          ],
        ),
        tareas: ['maqueta', 'informe_laboratorio'],
      },
    ],
  },
  {
    codigo: 'CN1M OA 14',
    criterio: {
      nombre: 'Fases lunares, eclipses, estaciones y movimientos de los planetas',
      descriptores: [
        'Crea modelos que explican las fases lunares, los eclipses y las estaciones del año, y compara la rotación y la traslación de la Tierra con las de otros planetas.',
        'Explica con un modelo las fases lunares y las estaciones del año.',
        'Describe las estaciones del año sin explicar su causa.',
        'Todavía no modela las fases lunares ni las estaciones del año.',
      ],
    },
    indicador: {
      tercera: 'Explica con su modelo por qué los hemisferios tienen estaciones opuestas.',
      primera: 'Expliqué con mi modelo por qué los hemisferios tienen estaciones opuestas.',
    },
    trabajos: [
      {
        id: 'cn1m-oa14-modelo-estaciones',
        tipo: 'experimento',
        titulo: 'Por qué hay estaciones: inclinación y ángulo de la luz',
        presentacion: [
          'La inclinación del eje de la Tierra hace que la luz del Sol llegue con distinto ángulo en cada época del año.',
          '¿Calienta más la luz que llega de frente o la que llega inclinada, como en las estaciones del año?',
        ],
        tabla: tabla(
          ['Ángulo de la lámpara', 'Área iluminada (cm²)', 'Temperatura a los 10 min (°C)', 'Estación que representa'],
          '90°',
          '60°',
          '30°',
        ),
        materiales: ['Lámpara', 'Papel cuadriculado', 'Termómetro', 'Transportador', 'Globo terráqueo'],
        pasos: pasos(
          [
            'Iluminar',
            'Iluminen el papel cuadriculado con la lámpara en cada ángulo, como el Sol en cada estación, y midan el área iluminada.',
            2,
          ],
          [
            'Medir',
            'Midan la temperatura bajo la luz a los diez minutos y relaciónenla con las estaciones del año.',
            2,
          ],
          [
            'Modelar',
            'Muevan el globo terráqueo alrededor de la lámpara con el eje inclinado y ubiquen el solsticio y el equinoccio.',
            2,
          ],
          [
            'Comparar',
            'Comparen la traslación de la Tierra con la de Marte y expliquen por qué sus estaciones duran más.',
            2,
          ],
        ),
        tareas: ['informe_laboratorio', 'maqueta', 'exposicion_oral'],
      },
    ],
  },
  {
    codigo: 'CN1M OA 15',
    criterio: {
      nombre: 'Estructuras cósmicas: de los meteoros a las galaxias',
      descriptores: [
        'Describe y compara meteoros, asteroides, cometas, satélites, planetas, estrellas, nebulosas y galaxias según su tamaño, forma, posición y si emiten o reflejan luz.',
        'Ordena estructuras cósmicas por tamaño y describe tres de ellas.',
        'Nombra estructuras cósmicas sin compararlas.',
        'Todavía no distingue las estructuras cósmicas.',
      ],
    },
    indicador: {
      tercera: 'Ordena las estructuras cósmicas de la más pequeña a la más grande con sus tamaños.',
      primera: 'Ordené las estructuras cósmicas de la más pequeña a la más grande con sus tamaños.',
    },
    trabajos: [
      {
        id: 'cn1m-oa15-escala-cosmica',
        tipo: 'tema',
        titulo: 'Una escala del universo: de un meteoro a una galaxia',
        presentacion: [
          'Un meteoro puede medir centímetros; la Vía Láctea, unos cien mil años luz.',
          'Construyan una escala que muestre el tamaño de cada estructura cósmica.',
        ],
        tabla: tabla(
          ['Estructura cósmica', 'Tamaño aproximado', '¿Emite o refleja luz?', 'Ejemplo'],
          'Meteoro',
          'Asteroide',
          'Cometa',
          'Planeta',
          'Estrella',
          'Nebulosa',
          'Galaxia',
        ),
        materiales: [
          'Fichas con datos de tamaños',
          'Cuerda larga con pinzas',
          'Imágenes de estructuras cósmicas',
          'Calculadora',
        ],
        pasos: pasos(
          ['Investigar', 'Completen la tabla con los tamaños de cada estructura cósmica.', 2],
          [
            'Construir la escala',
            'Cuelguen las imágenes de las estructuras cósmicas en la cuerda, ordenadas por tamaño con potencias de diez.',
            3,
          ],
          [
            'Explicar',
            'Presenten qué estructuras cósmicas emiten luz propia, como las estrellas, y cuáles la reflejan.',
            2,
          ],
        ),
        tareas: ['exposicion_oral', 'afiche', 'maqueta'],
      },
    ],
  },
  {
    codigo: 'CN1M OA 16',
    criterio: {
      nombre: 'Astronomía en Chile y en el mundo',
      descriptores: [
        'Explica por qué Chile tiene ventajas para la astronomía, qué instrumentos usan sus observatorios, qué información entrega la luz de las estrellas y el aporte de astrónomas y astrónomos chilenos.',
        'Explica las ventajas de los cielos de Chile y el trabajo de un observatorio.',
        'Nombra un observatorio chileno sin explicar por qué está en Chile.',
        'Todavía no reconoce la astronomía que se hace en Chile.',
      ],
    },
    indicador: {
      tercera: 'Explica qué información obtiene un telescopio de la luz de una estrella.',
      primera: 'Expliqué qué información obtiene un telescopio de la luz de una estrella.',
    },
    trabajos: [
      {
        id: 'cn1m-oa16-espectroscopio',
        tipo: 'experimento',
        titulo: 'Un espectroscopio con un disco compacto',
        presentacion: [
          'Los telescopios de los observatorios del desierto de Atacama analizan la luz de las estrellas.',
          '¿Qué colores tiene la luz de distintas ampolletas vista con un espectroscopio casero, como los de los observatorios?',
        ],
        tabla: tabla(
          ['Fuente de luz', 'Colores que se ven', '¿Continuo o con líneas?'],
          'Luz del día (sin mirar al Sol)',
          'Ampolleta incandescente',
          'Tubo fluorescente',
          'Luz led',
        ),
        materiales: [
          'Disco compacto viejo',
          'Caja de cartón alargada',
          'Cinta adhesiva negra',
          'Tijeras',
          'Distintas ampolletas',
        ],
        pasos: pasos(
          [
            'Construir',
            'Armen la caja con una ranura en un extremo y el disco en el otro para el análisis de la luz.',
            2,
          ],
          [
            'Observar',
            'Miren cada fuente de luz y dibujen los colores, como hacen los astrónomos con la luz de las estrellas; nunca miren directamente al Sol.',
            2,
          ],
          ['Investigar', 'Investiguen un observatorio chileno y el trabajo de una astrónoma o astrónomo chileno.', 2],
          [
            'Presentar',
            'Expliquen qué información entrega la luz de las estrellas y por qué se observa desde Chile.',
            2,
          ],
        ),
        tareas: ['informe_laboratorio', 'investigacion', 'exposicion_oral'],
      },
    ],
  },
  {
    codigo: 'CN1M OA 17',
    criterio: {
      nombre: 'Reacciones químicas cotidianas y sus factores',
      descriptores: [
        'Investiga reacciones químicas cotidianas (combustión, oxidación, fermentación), sus evidencias y los factores que cambian su rapidez, y las representa con ecuaciones químicas.',
        'Identifica evidencias de una reacción química y un factor que cambia su rapidez.',
        'Reconoce una reacción química sin explicar sus evidencias.',
        'Todavía no reconoce reacciones químicas.',
      ],
    },
    indicador: {
      tercera: 'Controla las variables al medir cómo la temperatura cambia la rapidez de una reacción.',
      primera: 'Controlé las variables al medir cómo la temperatura cambia la rapidez de una reacción.',
    },
    trabajos: [
      {
        id: 'cn1m-oa17-tabletas-temperatura',
        tipo: 'experimento',
        titulo: 'Rapidez de una reacción: tabletas efervescentes y temperatura',
        presentacion: [
          'Una tableta efervescente reacciona con el agua y libera dióxido de carbono.',
          '¿Cómo cambian la temperatura y el tamaño de los trozos la rapidez de la reacción?',
        ],
        tabla: tabla(
          ['Condición', 'Temperatura (°C)', 'Tiempo de reacción (s)'],
          'Agua fría, tableta entera',
          'Agua tibia, tableta entera',
          'Agua caliente, tableta entera',
          'Agua tibia, tableta molida',
        ),
        materiales: [
          'Tabletas efervescentes',
          'Vasos con agua a tres temperaturas',
          'Termómetro',
          'Cronómetro',
          'Mortero o cuchara para moler',
        ],
        pasos: pasos(
          ['Plantear la hipótesis', 'Escriban qué condición hará la reacción más rápida.', 1],
          ['Medir', 'Midan el tiempo de la reacción química hasta que la tableta desaparece en cada condición.', 3],
          ['Graficar', 'Grafiquen el tiempo de reacción según la temperatura.', 2],
          ['Concluir', 'Expliquen con las partículas cada factor y escriban la evidencia de la reacción química.', 2],
        ),
        tareas: ['informe_laboratorio', 'trabajo_grupo', 'exposicion_oral'],
      },
    ],
  },
  {
    codigo: 'CN1M OA 18',
    criterio: {
      nombre: 'Conservación de la masa en las reacciones químicas',
      descriptores: [
        'Demuestra con datos que la masa se conserva en una reacción química en sistema cerrado y lo explica con un modelo en que el número de átomos no cambia.',
        'Balancea ecuaciones químicas sencillas y explica la ley de Lavoisier.',
        'Mide la masa antes y después, pero no explica la diferencia en sistema abierto.',
        'Todavía no reconoce la conservación de la masa.',
      ],
    },
    indicador: {
      tercera: 'Explica por qué la masa bajó en el sistema abierto y se mantuvo en el cerrado.',
      primera: 'Expliqué por qué la masa bajó en el sistema abierto y se mantuvo en el cerrado.',
    },
    trabajos: [
      {
        id: 'cn1m-oa18-lavoisier-globo',
        tipo: 'experimento',
        titulo: 'La ley de Lavoisier con bicarbonato, vinagre y un globo',
        presentacion: [
          'El bicarbonato y el vinagre reaccionan y forman un gas, pero los átomos no desaparecen.',
          '¿Cambia la masa total si el sistema está abierto o cerrado con un globo?',
        ],
        tabla: tabla(
          ['Sistema', 'Masa antes (g)', 'Masa después (g)', 'Diferencia (g)'],
          'Abierto',
          'Cerrado con globo',
        ),
        materiales: [
          'Balanza digital de cocina',
          'Botella pequeña',
          'Globo',
          'Bicarbonato',
          'Vinagre',
          'Modelos de átomos con plasticina',
        ],
        pasos: pasos(
          [
            'Medir en sistema abierto',
            'Pesen la botella con vinagre y el bicarbonato aparte, mézclenlos y pesen de nuevo la masa total.',
            2,
          ],
          [
            'Medir en sistema cerrado',
            'Repitan con el bicarbonato dentro del globo puesto en la botella: un sistema cerrado.',
            2,
          ],
          ['Modelar', 'Representen con plasticina los átomos de la reacción y balanceen la ecuación.', 2],
          ['Concluir', 'Expliquen la conservación de la masa con sus datos y su modelo.', 2],
        ),
        tareas: ['informe_laboratorio', 'maqueta'],
      },
    ],
  },
  {
    codigo: 'CN1M OA 19',
    criterio: {
      nombre: 'Compuestos binarios y ternarios y su nomenclatura',
      descriptores: [
        'Explica la formación de compuestos binarios y ternarios por fuerzas eléctricas entre partículas y nombra óxidos, ácidos, hidróxidos y sales con la nomenclatura inorgánica.',
        'Nombra y formula compuestos binarios y ternarios con la nomenclatura inorgánica.',
        'Nombra algunos compuestos binarios con errores de nomenclatura.',
        'Todavía no nombra compuestos inorgánicos.',
      ],
    },
    indicador: {
      tercera: 'Escribe la fórmula y el nombre de un óxido, un hidróxido y una sal de uso cotidiano.',
      primera: 'Escribí la fórmula y el nombre de un óxido, un hidróxido y una sal de uso cotidiano.',
    },
    trabajos: [
      {
        id: 'cn1m-oa19-compuestos-casa',
        tipo: 'problema',
        titulo: 'Compuestos inorgánicos de la casa: fórmula y nombre',
        presentacion: [
          'La sal de mesa, la cal, la soda cáustica y el ácido muriático son compuestos inorgánicos.',
          'Identifiquen su tipo, su fórmula y su nombre según la nomenclatura.',
        ],
        tabla: tabla(
          ['Producto', 'Compuesto', 'Fórmula', '¿Binario o ternario?', 'Tipo: óxido, ácido, hidróxido o sal'],
          'Sal de mesa',
          'Cal viva',
          'Soda cáustica',
          'Ácido muriático',
          'Bicarbonato',
        ),
        materiales: [
          'Etiquetas de productos de limpieza y cocina',
          'Tabla periódica',
          'Tabla de estados de oxidación',
          'Tarjetas de iones para armar compuestos',
        ],
        pasos: pasos(
          ['Identificar', 'Lean las etiquetas y busquen el compuesto principal de cada producto.', 2],
          ['Formular', 'Armen cada compuesto con las tarjetas de iones y escriban su fórmula.', 2],
          ['Nombrar', 'Completen la tabla con su nombre y su tipo de compuesto.', 2],
          ['Explicar', 'Expliquen qué fuerza eléctrica une los iones de la sal de mesa.', 1],
        ),
        tareas: ['resolucion_problemas', 'trabajo_grupo'],
      },
    ],
  },
  {
    codigo: 'CN1M OA 20',
    criterio: {
      nombre: 'Estequiometría: relaciones entre reactantes y productos',
      descriptores: [
        'Calcula moles, masa molar y masas de reactantes y productos en una ecuación balanceada, y explica la formación de la glucosa en la fotosíntesis.',
        'Calcula la masa molar y los moles de una sustancia.',
        'Usa el mol con errores en la masa molar.',
        'Todavía no establece relaciones de estequiometría.',
      ],
    },
    indicador: {
      tercera: 'Calcula cuántos gramos de producto se forman a partir de una masa de reactante.',
      primera: 'Calculé cuántos gramos de producto se forman a partir de una masa de reactante.',
    },
    trabajos: [
      {
        id: 'cn1m-oa20-bicarbonato-co2',
        tipo: 'experimento',
        titulo: 'Estequiometría en la cocina: ¿cuánto gas produce el bicarbonato?',
        presentacion: [
          'El bicarbonato de sodio (84 g/mol) reacciona con el vinagre y libera dióxido de carbono (44 g/mol).',
          '¿La masa de gas perdida coincide con la que predice la estequiometría?',
        ],
        tabla: tabla(
          ['Bicarbonato (g)', 'Moles de bicarbonato', 'CO₂ predicho (g)', 'Masa perdida medida (g)'],
          '2',
          '4',
          '6',
        ),
        materiales: ['Balanza digital', 'Bicarbonato de sodio', 'Vinagre en exceso', 'Vasos', 'Calculadora'],
        pasos: pasos(
          [
            'Calcular',
            'Con la ecuación balanceada, calculen los moles y la masa de CO₂ esperada para cada masa de bicarbonato.',
            2,
          ],
          [
            'Medir',
            'Pesen el vaso con vinagre y bicarbonato antes y después de la reacción para medir los gramos de gas.',
            3,
          ],
          ['Comparar', 'Comparen la masa perdida con la predicha y calculen el rendimiento.', 2],
          ['Relacionar', 'Calculen cuántos moles de CO₂ necesita una planta para formar un mol de glucosa.', 1],
        ),
        tareas: ['informe_laboratorio', 'resolucion_problemas'],
      },
    ],
  },
  // ——— 2° Medio ———
  {
    codigo: 'CN2M OA 01',
    criterio: {
      nombre: 'Sistema nervioso: neuronas, sinapsis y cuidado',
      descriptores: [
        'Explica cómo el sistema nervioso coordina respuestas a estímulos mediante impulsos nerviosos y sinapsis, y argumenta cómo el sueño y las drogas afectan a las neuronas.',
        'Explica el recorrido del impulso nervioso en un arco reflejo.',
        'Nombra neuronas y cerebro sin explicar cómo se transmite la información.',
        'Todavía no describe el funcionamiento del sistema nervioso.',
      ],
    },
    indicador: {
      tercera: 'Relaciona los datos de su tiempo de reacción con las horas de sueño.',
      primera: 'Relacioné los datos de mi tiempo de reacción con las horas de sueño.',
    },
    trabajos: [
      {
        id: 'cn2m-oa01-tiempo-reaccion',
        tipo: 'experimento',
        titulo: 'Tiempo de reacción, sueño y distracción',
        presentacion: [
          'El tiempo de reacción mide cuánto tarda el sistema nervioso en recibir un estímulo y responder.',
          '¿Cambia con las horas de sueño o al usar el celular?',
        ],
        tabla: tabla(
          [
            'Estudiante',
            'Horas de sueño',
            'Distancia de caída de la regla (cm)',
            'Con distracción (cm)',
            'Tiempo de reacción (s)',
          ],
          '1',
          '2',
          '3',
          '4',
          '5',
          '6',
        ),
        materiales: [
          'Regla de 30 cm',
          'Tabla de conversión de distancia a tiempo',
          'Celular para la prueba con distracción',
          'Planilla del curso',
        ],
        pasos: pasos(
          [
            'Plantear la hipótesis',
            'Escriban cómo creen que el sueño y la distracción afectan el tiempo de reacción.',
            1,
          ],
          [
            'Medir',
            'Midan cinco veces la caída de la regla con y sin distracción, y conviértanla a tiempo de reacción.',
            3,
          ],
          ['Analizar', 'Grafiquen el tiempo de reacción según las horas de sueño del curso.', 2],
          [
            'Explicar',
            'Expliquen con la sinapsis y el impulso nervioso por qué cambian los tiempos y qué efecto tienen las drogas.',
            2,
          ],
        ),
        tareas: ['informe_laboratorio', 'exposicion_oral'],
      },
    ],
  },
  {
    codigo: 'CN2M OA 02',
    criterio: {
      nombre: 'Regulación hormonal de la glicemia y hormonas sexuales',
      descriptores: [
        'Modela cómo la insulina y el glucagón del páncreas regulan la glicemia y cómo las hormonas sexuales controlan los caracteres sexuales y la reproducción.',
        'Explica cómo la insulina y el glucagón regulan la glicemia.',
        'Nombra hormonas sin explicar su regulación.',
        'Todavía no describe la regulación hormonal.',
      ],
    },
    indicador: {
      tercera: 'Interpreta una curva de glicemia después de comer y la relaciona con la insulina.',
      primera: 'Interpreté una curva de glicemia después de comer y la relacioné con la insulina.',
    },
    trabajos: [
      {
        id: 'cn2m-oa02-curvas-glicemia',
        tipo: 'problema',
        titulo: 'Curvas de glicemia de una persona sana y una con diabetes',
        presentacion: [
          'Después de una comida, la glicemia sube y el páncreas libera insulina.',
          'Analicen las curvas de glicemia de dos personas y expliquen la diferencia.',
        ],
        tabla: {
          columnas: ['Tiempo después de comer (min)', 'Persona sana (mg/dL)', 'Persona con diabetes (mg/dL)'],
          filas: [
            ['0', '85', '130'],
            ['30', '140', '220'],
            ['60', '120', '250'],
            ['120', '90', '210'],
          ],
        },
        materiales: [
          'Papel cuadriculado',
          'Esquema del páncreas y el hígado',
          'Tarjetas para modelar la retroalimentación hormonal',
        ],
        pasos: pasos(
          ['Graficar', 'Grafiquen las dos curvas de glicemia.', 2],
          ['Interpretar', 'Marquen cuándo actúa la insulina y cuándo el glucagón en la persona sana.', 2],
          ['Modelar', 'Armen con las tarjetas el circuito de regulación de la glicemia.', 2],
          ['Explicar', 'Expliquen qué falla en la diabetes y cómo se trata.', 2],
        ),
        tareas: ['resolucion_problemas', 'maqueta', 'exposicion_oral'],
      },
    ],
  },
  {
    codigo: 'CN2M OA 03',
    criterio: {
      nombre: 'Dimensiones de la sexualidad y vivirla con responsabilidad',
      descriptores: [
        'Explica las dimensiones biológica, afectiva, social y psicológica de la sexualidad y argumenta por qué vivirla con responsabilidad, respeto y consentimiento.',
        'Explica dos dimensiones de la sexualidad con ejemplos.',
        'Reduce la sexualidad a la reproducción.',
        'Todavía no describe las dimensiones de la sexualidad.',
      ],
    },
    indicador: {
      tercera: 'Argumenta una decisión responsable sobre la sexualidad considerando sus distintas dimensiones.',
      primera: 'Argumenté una decisión responsable sobre la sexualidad considerando sus distintas dimensiones.',
    },
    trabajos: [
      {
        id: 'cn2m-oa03-foro-sexualidad',
        tipo: 'tema',
        titulo: 'Foro: las dimensiones de la sexualidad en la adolescencia',
        presentacion: [
          'La sexualidad tiene una dimensión biológica, una afectiva, una social y una psicológica.',
          'Preparen un foro con preguntas del curso, respondidas con información confiable y con respeto.',
        ],
        tabla: tabla(['Pregunta del curso', 'Dimensión de la sexualidad', 'Respuesta con fuente'], '1', '2', '3', '4'),
        materiales: [
          'Buzón anónimo de preguntas',
          'Material del Ministerio de Educación sobre afectividad y sexualidad',
          'Pauta de respeto para el foro',
        ],
        pasos: pasos(
          ['Recoger preguntas', 'Reúnan preguntas anónimas del curso sobre sexualidad en el buzón.', 1],
          ['Investigar', 'Respondan cada pregunta con una fuente confiable y clasifíquenla por dimensión.', 3],
          ['Realizar el foro', 'Presenten las respuestas y conversen con la pauta de respeto.', 2],
          ['Concluir', 'Escriban tres ideas sobre vivir la sexualidad con responsabilidad.', 1],
        ),
        tareas: ['debate', 'exposicion_oral', 'investigacion'],
      },
    ],
  },
  {
    codigo: 'CN2M OA 04',
    criterio: {
      nombre: 'Fecundación, implantación y desarrollo embrionario',
      descriptores: [
        'Describe la fecundación, la implantación y el desarrollo del embrión y del feto, y analiza la responsabilidad de madres y padres en la nutrición prenatal y la lactancia.',
        'Describe en orden la fecundación, la implantación y el desarrollo del embrión.',
        'Describe el embarazo sin distinguir sus etapas.',
        'Todavía no describe la fecundación ni el desarrollo embrionario.',
      ],
    },
    indicador: {
      tercera: 'Relaciona una etapa del desarrollo embrionario con un cuidado de la nutrición prenatal.',
      primera: 'Relacioné una etapa del desarrollo embrionario con un cuidado de la nutrición prenatal.',
    },
    trabajos: [
      {
        id: 'cn2m-oa04-linea-embarazo',
        tipo: 'tema',
        titulo: 'Línea de tiempo del embarazo, de la fecundación al nacimiento',
        presentacion: [
          'Tras la fecundación, el cigoto viaja al útero, se implanta y comienza el desarrollo del embrión.',
          'Construyan una línea de tiempo del embarazo con los cuidados que necesita cada etapa.',
        ],
        tabla: tabla(
          ['Semana', 'Etapa', 'Lo que se forma', 'Cuidado de la madre y el padre'],
          '1',
          '4',
          '8',
          '12',
          '24',
          '38',
        ),
        materiales: [
          'Tira de papel larga',
          'Imágenes del desarrollo embrionario',
          'Guía de nutrición prenatal del Ministerio de Salud',
          'Plumones',
        ],
        pasos: pasos(
          ['Investigar', 'Completen la tabla del embarazo con la guía y las imágenes.', 2],
          ['Construir', 'Armen la línea de tiempo con la fecundación, la implantación, el embrión y el feto.', 3],
          ['Relacionar', 'Expliquen la función de la placenta y los beneficios de la lactancia.', 2],
        ),
        tareas: ['afiche', 'exposicion_oral', 'investigacion'],
      },
    ],
  },
  {
    codigo: 'CN2M OA 05',
    criterio: {
      nombre: 'Regulación de la fertilidad y paternidad responsable',
      descriptores: [
        'Explica y evalúa los métodos de regulación de la fertilidad (de barrera, hormonales, naturales) según cómo actúan y su eficacia, y los elementos de una maternidad y paternidad responsables.',
        'Explica cómo actúan los métodos de barrera y los métodos hormonales.',
        'Nombra métodos anticonceptivos sin explicar cómo actúan.',
        'Todavía no distingue métodos de regulación de la fertilidad.',
      ],
    },
    indicador: {
      tercera: 'Compara la eficacia de dos métodos anticonceptivos con datos de uso típico.',
      primera: 'Comparé la eficacia de dos métodos anticonceptivos con datos de uso típico.',
    },
    trabajos: [
      {
        id: 'cn2m-oa05-tabla-metodos',
        tipo: 'fuente',
        titulo: 'Análisis de la eficacia de los métodos anticonceptivos',
        presentacion: [
          'Cada método de regulación de la fertilidad actúa de forma distinta y tiene una eficacia en uso perfecto y otra en uso típico.',
          'Analicen datos oficiales y expliquen por qué cambia la eficacia de cada método.',
        ],
        tabla: tabla(
          ['Método', 'Tipo', 'Cómo actúa', 'Eficacia en uso típico (%)', '¿Previene infecciones?'],
          'Preservativo',
          'Píldora',
          'Dispositivo intrauterino',
          'Método del calendario',
        ),
        materiales: [
          'Guía de regulación de la fertilidad del Ministerio de Salud',
          'Planilla de análisis',
          'Papel cuadriculado',
        ],
        pasos: pasos(
          ['Leer', 'Lean la guía y completen la tabla de métodos.', 2],
          ['Graficar', 'Grafiquen la eficacia de cada método en uso típico.', 2],
          [
            'Analizar',
            'Expliquen por qué el uso típico tiene menor eficacia y qué método además protege de infecciones.',
            2,
          ],
          ['Reflexionar', 'Escriban qué elementos forman una maternidad y paternidad responsables.', 1],
        ),
        tareas: ['investigacion', 'ensayo', 'exposicion_oral'],
      },
    ],
  },
  {
    codigo: 'CN2M OA 06',
    criterio: {
      nombre: 'Mitosis, meiosis y alteraciones de la división celular',
      descriptores: [
        'Compara la mitosis y la meiosis según el número de cromosomas y de células hijas, explica cómo se transmite el material genético y analiza causas y consecuencias del cáncer.',
        'Compara la mitosis y la meiosis según sus células hijas.',
        'Describe las fases de la mitosis sin compararla con la meiosis.',
        'Todavía no describe la división celular.',
      ],
    },
    indicador: {
      tercera: 'Representa con un modelo cuántos cromosomas tienen las células hijas en la mitosis y en la meiosis.',
      primera: 'Representé con un modelo cuántos cromosomas tienen las células hijas en la mitosis y en la meiosis.',
    },
    trabajos: [
      {
        id: 'cn2m-oa06-cromosomas-plasticina',
        tipo: 'tema',
        titulo: 'Mitosis y meiosis con cromosomas de plasticina',
        presentacion: [
          'Una célula con cuatro cromosomas se divide por mitosis y otra igual por meiosis.',
          'Modelen cada división y comparen las células hijas.',
        ],
        tabla: tabla(
          [
            'División',
            'Número de divisiones',
            'Células hijas',
            'Cromosomas en cada una',
            '¿Iguales a la célula madre?',
          ],
          'Mitosis',
          'Meiosis',
        ),
        materiales: [
          'Plasticina de dos colores',
          'Lana para las membranas',
          'Cartulina',
          'Imágenes de células en división',
        ],
        pasos: pasos(
          ['Modelar la mitosis', 'Dupliquen los cromosomas y sepárenlos en dos células hijas.', 2],
          ['Modelar la meiosis', 'Formen pares de cromosomas, hagan dos divisiones y obtengan cuatro células.', 3],
          ['Comparar', 'Completen la tabla y expliquen cómo se transmite el material genético.', 1],
          ['Relacionar', 'Expliquen qué falla en la división celular cuando se forma un cáncer.', 2],
        ),
        tareas: ['maqueta', 'exposicion_oral'],
      },
    ],
  },
  {
    codigo: 'CN2M OA 07',
    criterio: {
      nombre: 'Herencia según los patrones de Mendel',
      descriptores: [
        'Explica y predice con cuadros de Punnett la herencia de caracteres dominantes y recesivos, distingue genotipo de fenotipo y compara con datos reales.',
        'Predice con un cuadro de Punnett la descendencia de un cruzamiento monohíbrido.',
        'Distingue carácter dominante y recesivo sin predecir la descendencia.',
        'Todavía no explica la herencia de caracteres.',
      ],
    },
    indicador: {
      tercera: 'Compara las proporciones observadas en una simulación con las que predice Mendel.',
      primera: 'Comparé las proporciones observadas en una simulación con las que predice Mendel.',
    },
    trabajos: [
      {
        id: 'cn2m-oa07-monedas-mendel',
        tipo: 'experimento',
        titulo: 'Simulación de un cruzamiento con monedas',
        presentacion: [
          'Cada moneda representa un progenitor heterocigoto Aa: cara es el alelo dominante A y sello el recesivo a.',
          '¿Se cumple la proporción 3:1 de Mendel en los fenotipos?',
        ],
        tabla: tabla(['Genotipo', 'Frecuencia observada', 'Frecuencia esperada', 'Fenotipo'], 'AA', 'Aa', 'aa'),
        materiales: ['Dos monedas por pareja', 'Planilla de registro', 'Calculadora'],
        pasos: pasos(
          ['Predecir', 'Hagan el cuadro de Punnett de Aa × Aa y anoten las frecuencias esperadas.', 1],
          ['Simular', 'Lancen las dos monedas cien veces y registren cada genotipo.', 3],
          ['Comparar', 'Calculen la proporción de fenotipos y compárenla con la de Mendel.', 2],
          [
            'Concluir',
            'Expliquen por qué juntar los datos del curso acerca el resultado a la predicción de Mendel.',
            1,
          ],
        ),
        tareas: ['informe_laboratorio', 'resolucion_problemas'],
      },
    ],
  },
  {
    codigo: 'CN2M OA 08',
    criterio: {
      nombre: 'Manipulación genética: aplicaciones e implicancias',
      descriptores: [
        'Explica con evidencia cómo se obtienen organismos transgénicos y clones, evalúa sus aplicaciones y argumenta sus implicancias éticas y sociales.',
        'Explica una técnica de ingeniería genética y una aplicación.',
        'Nombra los transgénicos o la clonación sin explicar la técnica.',
        'Todavía no describe la manipulación genética.',
      ],
    },
    indicador: {
      tercera: 'Argumenta una postura sobre un uso de la biotecnología con un dato y una consideración ética.',
      primera: 'Argumenté una postura sobre un uso de la biotecnología con un dato y una consideración ética.',
    },
    trabajos: [
      {
        id: 'cn2m-oa08-debate-transgenicos',
        tipo: 'fuente',
        titulo: 'Debate: cultivos transgénicos en Chile',
        presentacion: [
          'En Chile se producen semillas transgénicas para exportar, pero su cultivo para consumo interno está limitado.',
          'Analicen fuentes y debatan sobre sus beneficios, riesgos y la bioética.',
        ],
        tabla: tabla(
          ['Fuente', 'Argumento', '¿Científico, económico o ético?', '¿A favor o en contra?'],
          '1',
          '2',
          '3',
          '4',
        ),
        materiales: ['Artículos de divulgación sobre transgénicos', 'Noticia sobre el arroz dorado', 'Pauta de debate'],
        pasos: pasos(
          ['Analizar fuentes', 'Lean las fuentes sobre transgénicos y completen la tabla de argumentos.', 2],
          ['Explicar la técnica', 'Expliquen cómo se obtiene un organismo transgénico con enzimas de restricción.', 2],
          ['Debatir', 'Debatan sobre los cultivos transgénicos con turnos de argumento, réplica y conclusión.', 2],
          [
            'Escribir',
            'Escriban una conclusión personal sobre la ingeniería genética con un argumento científico y uno de bioética.',
            1,
          ],
        ),
        tareas: ['debate', 'ensayo', 'investigacion'],
      },
    ],
  },
  {
    codigo: 'CN2M OA 09',
    criterio: {
      nombre: 'Movimiento rectilíneo uniforme y acelerado',
      descriptores: [
        'Analiza con datos experimentales movimientos rectilíneos uniformes y acelerados respecto de un sistema de referencia, con posición, velocidad y aceleración en gráficos.',
        'Calcula velocidad y aceleración a partir de datos de posición y tiempo.',
        'Calcula la rapidez media sin considerar el sistema de referencia.',
        'Todavía no describe el movimiento con posición y velocidad.',
      ],
    },
    indicador: {
      tercera: 'Interpreta la pendiente de un gráfico posición-tiempo como la velocidad.',
      primera: 'Interpreté la pendiente de un gráfico posición-tiempo como la velocidad.',
    },
    trabajos: [
      {
        id: 'cn2m-oa09-bolita-riel',
        tipo: 'experimento',
        titulo: 'Una bolita en un riel: movimiento uniforme y acelerado',
        presentacion: [
          'Una bolita rueda por un riel horizontal y luego por uno inclinado; medimos su posición en cada momento.',
          '¿En qué tramo su velocidad es constante y en cuál hay aceleración?',
        ],
        tabla: tabla(
          ['Posición (cm)', 'Tiempo en el riel horizontal (s)', 'Tiempo en el riel inclinado (s)'],
          '0',
          '20',
          '40',
          '60',
          '80',
        ),
        materiales: [
          'Riel de cortina o dos reglas largas',
          'Bolita',
          'Huincha de medir',
          'Cronómetro o video del celular',
          'Libros para inclinar',
        ],
        pasos: pasos(
          ['Definir el sistema de referencia', 'Marquen el origen y las posiciones en el riel.', 1],
          ['Medir', 'Midan el tiempo en que la bolita pasa por cada posición, tres veces por tramo.', 3],
          ['Graficar', 'Hagan los gráficos de posición-tiempo y de velocidad-tiempo.', 2],
          ['Analizar', 'Calculen la velocidad del tramo uniforme y la aceleración del tramo inclinado.', 2],
        ),
        tareas: ['informe_laboratorio', 'resolucion_problemas', 'trabajo_grupo', 'exposicion_oral'],
      },
    ],
  },
  {
    codigo: 'CN2M OA 10',
    criterio: {
      nombre: 'Fuerza neta y leyes de Newton',
      descriptores: [
        'Explica con investigaciones el efecto de la fuerza neta sobre un cuerpo usando las tres leyes de Newton y diagramas de cuerpo libre.',
        'Dibuja el diagrama de cuerpo libre y calcula la fuerza neta y la aceleración.',
        'Identifica fuerzas sobre un cuerpo sin calcular la fuerza neta.',
        'Todavía no aplica las leyes de Newton.',
      ],
    },
    indicador: {
      tercera: 'Relaciona con sus datos la aceleración de un carro con la fuerza neta y su masa.',
      primera: 'Relacioné con mis datos la aceleración de un carro con la fuerza neta y su masa.',
    },
    trabajos: [
      {
        id: 'cn2m-oa10-carro-masa',
        tipo: 'experimento',
        titulo: 'Segunda ley de Newton con un carro y una polea',
        presentacion: [
          'Un carro es tirado por un peso que cuelga de una polea.',
          '¿Cómo cambia la aceleración si aumentamos la masa del carro con la misma fuerza?',
        ],
        tabla: tabla(
          ['Masa del carro (kg)', 'Fuerza (N)', 'Tiempo en 1 m (s)', 'Aceleración (m/s²)'],
          '0,2',
          '0,4',
          '0,6',
        ),
        materiales: [
          'Carro de juguete',
          'Hilo y polea o borde de mesa',
          'Pesas o monedas',
          'Balanza',
          'Cronómetro y huincha',
        ],
        pasos: pasos(
          ['Dibujar', 'Hagan el diagrama de cuerpo libre del carro.', 1],
          ['Medir', 'Midan el tiempo en recorrer un metro con cada masa y calculen la aceleración.', 3],
          ['Graficar', 'Grafiquen la aceleración según la masa del carro.', 2],
          ['Concluir', 'Expliquen sus datos con la segunda ley de Newton y den un ejemplo de la tercera ley.', 2],
        ),
        tareas: ['informe_laboratorio', 'resolucion_problemas', 'trabajo_grupo', 'exposicion_oral'],
      },
    ],
  },
  {
    codigo: 'CN2M OA 11',
    criterio: {
      nombre: 'Conservación de la energía mecánica, trabajo y potencia',
      descriptores: [
        'Describe el movimiento de un cuerpo con la conservación de la energía mecánica, calcula energía cinética y potencial, y explica las pérdidas con el trabajo del roce.',
        'Calcula la energía cinética y la energía potencial en dos puntos de un movimiento.',
        'Nombra la energía cinética y la potencial sin calcularlas.',
        'Todavía no describe la energía mecánica.',
      ],
    },
    indicador: {
      tercera: 'Compara la energía potencial inicial con la energía cinética final y explica la diferencia.',
      primera: 'Comparé la energía potencial inicial con la energía cinética final y expliqué la diferencia.',
    },
    trabajos: [
      {
        id: 'cn2m-oa11-pelota-rebote',
        tipo: 'experimento',
        titulo: 'Energía mecánica de una pelota que rebota',
        presentacion: [
          'Una pelota soltada desde una altura transforma energía potencial en energía cinética.',
          '¿Cuánta energía mecánica pierde en cada rebote?',
        ],
        tabla: tabla(['Rebote', 'Altura (m)', 'Energía potencial (J)', 'Energía perdida (%)'], 'Inicio', '1', '2', '3'),
        materiales: [
          'Pelota de tenis',
          'Huincha de medir pegada a la pared',
          'Balanza',
          'Celular para grabar en cámara lenta',
        ],
        pasos: pasos(
          [
            'Medir',
            'Pesen la pelota, suéltenla desde un metro y midan la altura de cada rebote en el video para calcular su energía potencial.',
            3,
          ],
          ['Calcular', 'Calculen la energía potencial en cada altura.', 2],
          ['Analizar', 'Calculen el porcentaje de energía mecánica perdido en cada rebote.', 2],
          ['Explicar', 'Expliquen dónde va la energía y la potencia necesaria para subir la pelota.', 1],
        ),
        tareas: ['informe_laboratorio', 'resolucion_problemas', 'trabajo_grupo', 'exposicion_oral'],
      },
    ],
  },
  {
    codigo: 'CN2M OA 12',
    criterio: {
      nombre: 'Cantidad de movimiento, impulso y colisiones',
      descriptores: [
        'Analiza datos de colisiones con la cantidad de movimiento y el impulso, y verifica su conservación en choques elásticos e inelásticos.',
        'Calcula la cantidad de movimiento antes y después de un choque.',
        'Describe un choque sin calcular la cantidad de movimiento.',
        'Todavía no usa la cantidad de movimiento.',
      ],
    },
    indicador: {
      tercera: 'Verifica con sus datos si se conservó la cantidad de movimiento en un choque.',
      primera: 'Verifiqué con mis datos si se conservó la cantidad de movimiento en un choque.',
    },
    trabajos: [
      {
        id: 'cn2m-oa12-choques-carros',
        tipo: 'experimento',
        titulo: 'Choques de carros: ¿se conserva la cantidad de movimiento?',
        presentacion: [
          'Dos carros de juguete chocan: en un caso rebotan y en otro quedan unidos con plasticina.',
          '¿Es igual la cantidad de movimiento antes y después de cada choque?',
        ],
        tabla: tabla(
          ['Choque', 'Cantidad de movimiento antes (kg·m/s)', 'Después (kg·m/s)', 'Diferencia (%)'],
          'Rebotan',
          'Quedan unidos',
        ),
        materiales: [
          'Dos carros de juguete',
          'Plasticina',
          'Balanza',
          'Huincha y celular para grabar',
          'Superficie lisa',
        ],
        pasos: pasos(
          ['Medir masas', 'Pesen los carros para calcular su cantidad de movimiento.', 1],
          ['Chocar', 'Lancen un carro contra el otro en reposo y graben el choque.', 2],
          ['Calcular', 'Calculen las velocidades con el video y la cantidad de movimiento antes y después.', 3],
          [
            'Concluir',
            'Expliquen la conservación de la cantidad de movimiento y el impulso en la bolsa de aire de un auto.',
            2,
          ],
        ),
        tareas: ['informe_laboratorio', 'resolucion_problemas'],
      },
    ],
  },
  {
    codigo: 'CN2M OA 13',
    criterio: {
      nombre: 'Del modelo geocéntrico al heliocéntrico y el Big Bang',
      descriptores: [
        'Explica cómo el conocimiento del universo cambió con nuevas evidencias, del modelo geocéntrico al heliocéntrico y a la teoría del Big Bang.',
        'Compara el modelo geocéntrico y el heliocéntrico con una evidencia de Galileo.',
        'Describe un modelo del universo sin las evidencias que lo apoyan.',
        'Todavía no distingue los modelos del universo.',
      ],
    },
    indicador: {
      tercera: 'Explica qué evidencia de Galileo apoyó el modelo heliocéntrico.',
      primera: 'Expliqué qué evidencia de Galileo apoyó el modelo heliocéntrico.',
    },
    trabajos: [
      {
        id: 'cn2m-oa13-globo-expansion',
        tipo: 'experimento',
        titulo: 'Un globo que se infla: modelo de la expansión del universo',
        presentacion: [
          'Hubble observó que las galaxias se alejan unas de otras; esta evidencia apoya la teoría del Big Bang.',
          '¿Cómo cambia la distancia entre puntos dibujados en un globo que se infla, como un modelo del universo?',
        ],
        tabla: tabla(
          ['Inflado', 'Distancia A-B (cm)', 'Distancia A-C (cm)', 'Distancia A-D (cm)'],
          'Poco',
          'Medio',
          'Mucho',
        ),
        materiales: [
          'Globo',
          'Plumón',
          'Huincha de medir flexible',
          'Fichas sobre Ptolomeo, Copérnico, Galileo y Hubble',
        ],
        pasos: pasos(
          [
            'Modelar',
            'Dibujen cuatro galaxias en el globo y midan sus distancias en cada inflado, como en la expansión del universo.',
            2,
          ],
          [
            'Analizar',
            'Calculen cuánto aumentó cada distancia y comparen las galaxias lejanas con las cercanas, como hizo Hubble.',
            2,
          ],
          ['Ordenar', 'Hagan una línea de tiempo del modelo geocéntrico al heliocéntrico y al Big Bang.', 2],
          ['Explicar', 'Expliquen qué evidencia hizo cambiar cada modelo del universo.', 2],
        ),
        tareas: ['informe_laboratorio', 'exposicion_oral', 'ensayo'],
      },
    ],
  },
  {
    codigo: 'CN2M OA 14',
    criterio: {
      nombre: 'Leyes de Kepler, gravitación universal y mareas',
      descriptores: [
        'Explica cualitativamente con las leyes de Kepler y la gravitación universal las órbitas de planetas y satélites artificiales y las mareas.',
        'Explica la gravitación universal y una ley de Kepler con ejemplos.',
        'Nombra la gravedad sin relacionarla con las órbitas.',
        'Todavía no describe el movimiento de los satélites.',
      ],
    },
    indicador: {
      tercera: 'Relaciona el período de un planeta con su distancia al Sol según la tercera ley de Kepler.',
      primera: 'Relacioné el período de un planeta con su distancia al Sol según la tercera ley de Kepler.',
    },
    trabajos: [
      {
        id: 'cn2m-oa14-elipse-kepler',
        tipo: 'problema',
        titulo: 'Órbitas elípticas y la tercera ley de Kepler',
        presentacion: [
          'Con dos chinches y un hilo se dibuja una elipse como la órbita de un planeta.',
          'Con datos reales, comprueben la tercera ley de Kepler.',
        ],
        tabla: {
          columnas: ['Planeta', 'Distancia media al Sol (UA)', 'Período (años)', 'T² / a³'],
          filas: [
            ['Mercurio', '0,39', '0,24', ''],
            ['Tierra', '1,00', '1,00', ''],
            ['Marte', '1,52', '1,88', ''],
            ['Júpiter', '5,20', '11,86', ''],
          ],
        },
        materiales: ['Cartón y papel', 'Dos chinches e hilo', 'Lápiz', 'Calculadora'],
        pasos: pasos(
          [
            'Dibujar',
            'Dibujen órbitas elípticas con los chinches a distintas distancias y marquen el Sol en un foco.',
            2,
          ],
          [
            'Calcular',
            'Completen la tabla y comparen T² / a³ entre planetas para comprobar la tercera ley de Kepler.',
            2,
          ],
          [
            'Explicar',
            'Expliquen con la gravitación universal por qué un satélite artificial no cae y cómo la Luna produce las mareas.',
            2,
          ],
        ),
        tareas: ['resolucion_problemas', 'exposicion_oral'],
      },
    ],
  },
  {
    codigo: 'CN2M OA 15',
    criterio: {
      nombre: 'Soluciones: soluto, solvente y concentración',
      descriptores: [
        'Explica con experimentos las propiedades de las soluciones según su soluto, su solvente y su concentración, y calcula la concentración en distintas unidades.',
        'Prepara soluciones de concentración conocida y las calcula en % m/v.',
        'Distingue soluto y solvente sin calcular la concentración.',
        'Todavía no describe los componentes de una solución.',
      ],
    },
    indicador: {
      tercera: 'Prepara una solución de concentración dada y comprueba su cálculo.',
      primera: 'Preparé una solución de concentración dada y comprobé mi cálculo.',
    },
    trabajos: [
      {
        id: 'cn2m-oa15-solubilidad-temperatura',
        tipo: 'experimento',
        titulo: 'Solubilidad del azúcar y la temperatura',
        presentacion: [
          'La solubilidad es la máxima cantidad de soluto que se disuelve en un solvente a cierta temperatura.',
          '¿Cuánta azúcar se disuelve en 100 mL de agua fría, tibia y caliente?',
        ],
        tabla: tabla(
          ['Temperatura del agua (°C)', 'Azúcar disuelta (g)', 'Concentración (% m/v)', '¿Solución saturada?'],
          '10',
          '25',
          '50',
        ),
        materiales: ['Vasos con 100 mL de agua a tres temperaturas', 'Azúcar', 'Balanza', 'Cuchara', 'Termómetro'],
        pasos: pasos(
          ['Plantear la hipótesis', 'Escriban cómo creen que la temperatura cambia la solubilidad.', 1],
          ['Disolver', 'Agreguen azúcar de a cinco gramos, revolviendo, hasta que quede sin disolver.', 3],
          ['Calcular', 'Calculen la concentración de cada solución saturada.', 2],
          ['Graficar', 'Grafiquen la curva de solubilidad y expliquen sus datos.', 2],
        ),
        tareas: ['informe_laboratorio', 'trabajo_grupo', 'exposicion_oral'],
      },
    ],
  },
  {
    codigo: 'CN2M OA 16',
    criterio: {
      nombre: 'Propiedades coligativas de las soluciones',
      descriptores: [
        'Planifica y realiza una investigación sobre una propiedad coligativa, como el descenso del punto de congelación, y la relaciona con usos cotidianos.',
        'Mide el cambio del punto de congelación o de ebullición al agregar un soluto.',
        'Observa que el agua con sal se congela distinto, sin relacionarlo con la concentración.',
        'Todavía no describe las propiedades coligativas.',
      ],
    },
    indicador: {
      tercera: 'Relaciona con sus datos la concentración de sal con el descenso del punto de congelación.',
      primera: 'Relacioné con mis datos la concentración de sal con el descenso del punto de congelación.',
    },
    trabajos: [
      {
        id: 'cn2m-oa16-hielo-sal',
        tipo: 'experimento',
        titulo: 'Sal y punto de congelación: un helado en bolsa',
        presentacion: [
          'El agua con sal tiene un punto de congelación más bajo que el agua pura.',
          '¿Qué temperatura alcanza una mezcla de hielo con distintas cantidades de sal, y cómo cambia su punto de congelación?',
        ],
        tabla: tabla(
          ['Sal por 500 g de hielo (g)', 'Temperatura mínima (°C)', '¿Se congeló la leche de la bolsa?'],
          '0',
          '50',
          '100',
          '150',
        ),
        materiales: [
          'Hielo picado',
          'Sal gruesa',
          'Bolsas con cierre',
          'Leche con azúcar',
          'Termómetro de laboratorio',
        ],
        pasos: pasos(
          [
            'Planificar',
            'Escriban la pregunta, la hipótesis y las variables de su investigación sobre el punto de congelación.',
            1,
          ],
          [
            'Medir',
            'Mezclen el hielo con cada cantidad de sal y midan la temperatura mínima: el descenso del punto de congelación.',
            3,
          ],
          [
            'Aplicar',
            'Pongan una bolsa con leche dentro de la mezcla más fría hasta que se congela y se hace helado.',
            1,
          ],
          [
            'Concluir',
            'Expliquen el descenso del punto de congelación y por qué se echa sal a los caminos con hielo.',
            2,
          ],
        ),
        tareas: ['informe_laboratorio', 'trabajo_grupo', 'exposicion_oral'],
      },
      {
        id: 'cn2m-oa16-usos-coligativas',
        tipo: 'tema',
        titulo: 'Investigación: propiedades coligativas en la cocina y en la calle',
        presentacion: [
          'Las propiedades coligativas explican por qué se echa sal a los caminos con hielo, por qué las conservas con mucha azúcar duran y por qué se usa anticongelante en los autos.',
          'Investiguen un uso cotidiano y expliquen qué propiedad coligativa actúa.',
        ],
        tabla: tabla(
          ['Uso cotidiano', 'Soluto', 'Propiedad coligativa', 'Efecto'],
          'Sal en caminos con hielo',
          'Mermelada casera',
          'Anticongelante del auto',
          'Suero fisiológico',
        ),
        materiales: ['Fuentes de divulgación científica', 'Etiquetas de productos', 'Cartulina o presentación'],
        pasos: pasos(
          [
            'Investigar',
            'Busquen cómo actúa el soluto en cada uso y completen la tabla con su propiedad coligativa.',
            3,
          ],
          [
            'Explicar',
            'Elijan un uso y expliquen con partículas el cambio del punto de congelación o de la presión osmótica.',
            2,
          ],
          ['Presentar', 'Presenten su investigación sobre la propiedad coligativa al curso.', 2],
        ),
        tareas: ['investigacion', 'exposicion_oral', 'afiche'],
      },
    ],
  },
  {
    codigo: 'CN2M OA 17',
    criterio: {
      nombre: 'El átomo de carbono, hidrocarburos y biomoléculas',
      descriptores: [
        'Modela el átomo de carbono y sus cuatro enlaces, y explica cómo forma cadenas de hidrocarburos y biomoléculas con distintos grupos funcionales.',
        'Construye modelos de hidrocarburos simples respetando los cuatro enlaces del carbono.',
        'Dibuja moléculas orgánicas con carbonos que no tienen cuatro enlaces.',
        'Todavía no describe las propiedades del átomo de carbono.',
      ],
    },
    indicador: {
      tercera: 'Construye el modelo de un alcano y nombra el hidrocarburo según su número de carbonos.',
      primera: 'Construí el modelo de un alcano y nombré el hidrocarburo según su número de carbonos.',
    },
    trabajos: [
      {
        id: 'cn2m-oa17-modelos-hidrocarburos',
        tipo: 'tema',
        titulo: 'Modelos de hidrocarburos con plasticina y palos de fósforo',
        presentacion: [
          'El carbono forma cuatro enlaces y puede unirse a otros carbonos en cadenas.',
          'Construyan modelos de hidrocarburos y relacionen el largo de la cadena con su estado.',
        ],
        tabla: tabla(
          ['Hidrocarburo', 'Fórmula', 'Carbonos', 'Estado a temperatura ambiente'],
          'Metano',
          'Etano',
          'Propano',
          'Butano',
          'Octano',
        ),
        materiales: [
          'Plasticina negra y blanca',
          'Palos de fósforo sin cabeza o mondadientes',
          'Tabla de hidrocarburos',
        ],
        pasos: pasos(
          ['Modelar', 'Construyan cada hidrocarburo con el carbono en negro y el hidrógeno en blanco.', 3],
          ['Registrar', 'Completen la tabla con la fórmula y el estado de cada hidrocarburo.', 1],
          ['Relacionar', 'Expliquen por qué el metano es gas y el octano líquido.', 2],
          ['Ampliar', 'Agreguen un grupo funcional a un modelo y nombren la biomolécula en que aparece.', 1],
        ),
        tareas: ['maqueta', 'exposicion_oral'],
      },
    ],
  },
  {
    codigo: 'CN2M OA 18',
    criterio: {
      nombre: 'Isomería y estereoquímica de compuestos orgánicos',
      descriptores: [
        'Desarrolla modelos de isómeros estructurales y de isómeros en el espacio, como los de la glucosa, y relaciona su estructura con sus propiedades y su utilidad para los seres vivos.',
        'Construye isómeros con la misma fórmula molecular y distinta fórmula estructural.',
        'Dibuja isómeros sin reconocer que comparten la fórmula molecular.',
        'Todavía no reconoce isómeros.',
      ],
    },
    indicador: {
      tercera: 'Muestra con modelos que dos isómeros quirales no se pueden superponer.',
      primera: 'Mostré con modelos que dos isómeros quirales no se pueden superponer.',
    },
    trabajos: [
      {
        id: 'cn2m-oa18-modelos-isomeros',
        tipo: 'tema',
        titulo: 'Isómeros en plasticina: el butano y las manos de una molécula',
        presentacion: [
          'El butano y el metilpropano tienen la misma fórmula molecular, C₄H₁₀, pero distinta estructura.',
          'Una molécula quiral y su imagen en un espejo son como las manos: no se superponen.',
        ],
        tabla: tabla(
          ['Par de isómeros', 'Fórmula molecular', 'Diferencia de estructura', 'Tipo de isomería'],
          'Butano y metilpropano',
          'Cis y trans 2-buteno',
          'Dos formas de un carbono quiral',
        ),
        materiales: [
          'Plasticina de cuatro colores',
          'Palos de fósforo sin cabeza o mondadientes',
          'Espejo',
          'Imágenes de la glucosa',
        ],
        pasos: pasos(
          ['Modelar', 'Construyan el butano y el metilpropano, y comparen su fórmula estructural.', 2],
          [
            'Modelar la quiralidad',
            'Construyan un carbono asimétrico con cuatro grupos distintos y su imagen en el espejo.',
            2,
          ],
          ['Comparar', 'Intenten superponer los modelos de los isómeros y completen la tabla.', 1],
          ['Relacionar', 'Expliquen por qué los seres vivos usan solo una forma de la glucosa.', 2],
        ),
        tareas: ['maqueta', 'exposicion_oral'],
      },
    ],
  },
]
