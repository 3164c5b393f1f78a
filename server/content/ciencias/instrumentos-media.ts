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
        tabla: tabla(['Estrato (de abajo hacia arriba)', 'Sedimento', '«Fósil» enterrado', 'Antigüedad relativa'], '1', '2', '3', '4'),
        materiales: ['Frasco transparente grande', 'Arena, tierra, grava y arcilla', 'Conchas, hojas y huesos de pollo limpios', 'Agua', 'Yeso para moldes'],
        pasos: pasos(
          ['Depositar', 'Agreguen una capa de sedimento con agua y un «fósil»; esperen que decante y repitan con otra capa.', 2],
          ['Registrar', 'Completen la tabla con cada estrato y su «fósil».', 1],
          ['Moldear', 'Hagan un molde de yeso de una concha para mostrar cómo se forma un fósil de impresión.', 2],
          ['Concluir', 'Expliquen con el principio de superposición qué «fósil» es más antiguo y por qué los fósiles están en rocas sedimentarias.', 2],
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
          'En una isla viven aves con picos distintos: pinzas, cucharas y palillos.',
          'Si cambia el alimento disponible, ¿qué tipo de pico tendrá más descendencia en la siguiente generación?',
        ],
        tabla: tabla(['Tipo de pico', 'Semillas recogidas ronda 1', 'Ronda 2 (semillas grandes)', 'Aves en la siguiente generación'], 'Pinza', 'Cuchara', 'Palillos'),
        materiales: ['Pinzas de ropa, cucharas y palillos chinos', 'Porotos, lentejas y arroz', 'Vasos como «estómagos»', 'Reloj'],
        pasos: pasos(
          ['Alimentarse', 'Cada «ave» recoge semillas con su pico durante treinta segundos.', 2],
          ['Cambiar el ambiente', 'Repitan con solo semillas grandes y registren cuántas recoge cada pico.', 2],
          ['Calcular', 'Asignen a cada tipo de pico un número de crías según su alimento y completen la tabla.', 2],
          ['Relacionar', 'Expliquen la selección natural con sus datos y compárenla con una evidencia de la evolución, como las estructuras homólogas.', 2],
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
        tabla: tabla(['Ser vivo', 'Reino', 'Nombre científico', 'Criterio que lo separa'], '1', '2', '3', '4', '5', '6', '7', '8'),
        materiales: ['Fotos o muestras de ocho seres vivos del entorno', 'Lupa', 'Guía de nombres científicos', 'Papelógrafo'],
        pasos: pasos(
          ['Observar', 'Describan rasgos de cada ser vivo con la lupa.', 2],
          ['Construir la clave', 'Escriban pares de preguntas con dos opciones hasta separar cada ser vivo.', 3],
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
      tercera: 'Clasifica una interacción observada en depredación, competencia, mutualismo, comensalismo o parasitismo.',
      primera: 'Clasifiqué una interacción observada en depredación, competencia, mutualismo, comensalismo o parasitismo.',
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
        tabla: tabla(['Especies que interactúan', 'Interacción observada', 'Tipo de interacción', 'Efecto en cada especie (+, −, 0)'], '1', '2', '3', '4', '5'),
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
        tabla: tabla(['Hora', 'Altura de la espuma con 1 cucharada de azúcar (cm)', 'Con 3 cucharadas (cm)'], '0', '1', '2', '3', '4', '24'),
        materiales: ['Levadura seca', 'Azúcar', 'Dos botellas con agua tibia', 'Regla', 'Papel cuadriculado'],
        pasos: pasos(
          ['Plantear la hipótesis', 'Escriban cómo creen que la cantidad de azúcar limitará el crecimiento poblacional.', 1],
          ['Medir', 'Midan la altura de la espuma, indicador del tamaño de la población, en las horas de la tabla.', 3],
          ['Graficar', 'Grafiquen ambas curvas y marquen la capacidad de carga.', 2],
          ['Relacionar', 'Expliquen qué factor limitante actuó y den un ejemplo en una población chilena.', 2],
        ),
        tareas: ['informe_laboratorio'],
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
        tabla: tabla(['Nivel trófico', 'Organismo', 'Energía (unidades)', 'Mercurio (relativo)'], 'Productor', 'Consumidor primario', 'Consumidor secundario', 'Consumidor terciario'),
        materiales: ['Papel cuadriculado', 'Calculadora', 'Cubos o bloques para la pirámide', 'Esquemas de los ciclos del carbono y del nitrógeno'],
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
        tabla: tabla(['Tubo', 'Color inicial', 'Color a las 2 h', 'Proceso que predomina'], 'Planta a la luz', 'Planta en la oscuridad', 'Sin planta a la luz', 'Caracol en la oscuridad'),
        materiales: ['Tubos o frascos con tapa', 'Jugo de repollo morado como indicador', 'Ramas de planta acuática', 'Caracol de acuario', 'Lámpara y caja oscura'],
        pasos: pasos(
          ['Plantear la hipótesis', 'Predigan el color de cada tubo según la fotosíntesis y la respiración celular.', 1],
          ['Montar', 'Preparen los cuatro tubos con el mismo volumen de agua e indicador.', 2],
          ['Observar', 'Registren el color inicial y a las dos horas.', 2],
          ['Explicar', 'Expliquen qué proceso consume y cuál libera dióxido de carbono y cómo se conectan en el ecosistema.', 2],
        ),
        tareas: ['informe_laboratorio'],
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
        tabla: tabla(['Dato del humedal', 'Argumento a favor de construir', 'Argumento a favor de conservar'], 'Especies de aves', 'Regulación de inundaciones', 'Necesidad de viviendas', 'Especies invasoras presentes'),
        materiales: ['Ficha con datos de un humedal chileno', 'Noticias sobre la Ley de Humedales Urbanos', 'Pauta de debate'],
        pasos: pasos(
          ['Analizar', 'Lean la ficha y completen la tabla con argumentos basados en datos.', 2],
          ['Preparar', 'Cada equipo prepara su postura con tres argumentos y una medida sustentable.', 2],
          ['Debatir', 'Debatan con turnos de exposición, réplica y conclusión.', 2],
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
        tabla: tabla(['Oscilaciones en 10 s', 'Frecuencia (Hz)', 'Longitud de onda (m)', 'Rapidez de la onda (m/s)'], '5', '10', '15'),
        materiales: ['Resorte largo de juguete', 'Huincha de medir', 'Cronómetro', 'Bandeja con agua y un lápiz para ondas de superficie'],
        pasos: pasos(
          ['Generar', 'Muevan el extremo del resorte con distinta frecuencia y midan la longitud de onda.', 3],
          ['Calcular', 'Calculen la frecuencia y la rapidez de la onda para cada caso.', 2],
          ['Observar', 'En la bandeja, observen la reflexión de las ondas en el borde y su cambio al pasar a una zona menos profunda.', 2],
          ['Concluir', 'Expliquen la relación entre frecuencia y longitud de onda.', 1],
        ),
        tareas: ['informe_laboratorio'],
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
        tabla: tabla(['Agua en la botella (mL)', 'Largo de la columna de aire (cm)', 'Frecuencia (Hz)', '¿Agudo o grave?'], '0', '100', '200', '300'),
        materiales: ['Cuatro botellas de vidrio iguales', 'Agua y probeta', 'Regla', 'Celular con aplicación de afinador o medidor de frecuencia'],
        pasos: pasos(
          ['Preparar', 'Llenen las botellas con distintas cantidades de agua y midan la columna de aire.', 1],
          ['Medir', 'Soplen cada botella y midan la frecuencia del sonido con la aplicación.', 3],
          ['Graficar', 'Grafiquen la frecuencia según el largo de la columna de aire.', 2],
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
        tabla: tabla(['Ángulo de incidencia (°)', 'Ángulo de reflexión (°)', 'Ángulo en el agua (°)'], '20', '40', '60'),
        materiales: ['Linterna con una ranura de cartón', 'Espejo plano', 'Transportador', 'Recipiente transparente con agua', 'Lupa como lente'],
        pasos: pasos(
          ['Reflejar', 'Dirijan el rayo al espejo con cada ángulo y midan el ángulo reflejado.', 2],
          ['Refractar', 'Hagan pasar el rayo por el agua y midan cuánto se desvía.', 2],
          ['Formar imágenes', 'Con la lupa, proyecten la imagen de la ventana en una hoja y describan cómo es.', 2],
          ['Concluir', 'Enuncien la ley de la reflexión con sus datos y expliquen la refracción.', 2],
        ),
        tareas: ['informe_laboratorio'],
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
          '¿Dónde está el punto ciego de cada uno? ¿Qué frecuencias escucha el curso?',
        ],
        tabla: tabla(['Estudiante', 'Distancia del punto ciego (cm)', 'Frecuencia más alta que escucha (Hz)'], '1', '2', '3', '4'),
        materiales: ['Tarjeta con una cruz y un punto', 'Regla', 'Celular con generador de tonos', 'Modelo del ojo o del oído'],
        pasos: pasos(
          ['Buscar el punto ciego', 'Tapen un ojo, acerquen la tarjeta y midan a qué distancia desaparece el punto.', 2],
          ['Probar la audición', 'Escuchen tonos cada vez más agudos a volumen bajo y anoten el último que oyen.', 2],
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
          '¿Cómo cambia el registro con la intensidad y la distancia del golpe?',
        ],
        tabla: tabla(['Golpe', 'Distancia a la caja (cm)', 'Altura máxima del trazo (mm)'], 'Suave cerca', 'Fuerte cerca', 'Fuerte lejos'),
        materiales: ['Caja de cartón', 'Vaso plástico con peso colgado de un hilo', 'Plumón sujeto al vaso', 'Tira larga de papel', 'Regla'],
        pasos: pasos(
          ['Construir', 'Cuelguen el vaso con el plumón dentro de la caja, tocando la tira de papel.', 2],
          ['Registrar', 'Tiren la tira de papel a ritmo constante mientras otro golpea la mesa.', 2],
          ['Medir', 'Midan la altura del trazo de cada golpe y completen la tabla.', 2],
          ['Relacionar', 'Expliquen cómo los sismógrafos reales miden la magnitud y cómo un sismo en el mar genera un tsunami.', 2],
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
          '¿Calienta más la luz que llega de frente o la que llega inclinada?',
        ],
        tabla: tabla(['Ángulo de la lámpara', 'Área iluminada (cm²)', 'Temperatura a los 10 min (°C)', 'Estación que representa'], '90°', '60°', '30°'),
        materiales: ['Lámpara', 'Papel cuadriculado', 'Termómetro', 'Transportador', 'Globo terráqueo'],
        pasos: pasos(
          ['Iluminar', 'Iluminen el papel cuadriculado con la lámpara en cada ángulo y midan el área iluminada.', 2],
          ['Medir', 'Midan la temperatura bajo la luz a los diez minutos.', 2],
          ['Modelar', 'Muevan el globo terráqueo alrededor de la lámpara con el eje inclinado y ubiquen el solsticio y el equinoccio.', 2],
          ['Comparar', 'Comparen la traslación de la Tierra con la de Marte y expliquen por qué sus estaciones duran más.', 2],
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
        tabla: tabla(['Estructura cósmica', 'Tamaño aproximado', '¿Emite o refleja luz?', 'Ejemplo'], 'Meteoro', 'Asteroide', 'Cometa', 'Planeta', 'Estrella', 'Nebulosa', 'Galaxia'),
        materiales: ['Fichas con datos de tamaños', 'Cuerda larga con pinzas', 'Imágenes de estructuras cósmicas', 'Calculadora'],
        pasos: pasos(
          ['Investigar', 'Completen la tabla con los tamaños de cada estructura cósmica.', 2],
          ['Construir la escala', 'Cuelguen las imágenes en la cuerda, ordenadas por tamaño con potencias de diez.', 3],
          ['Explicar', 'Presenten qué estructuras emiten luz propia y cuáles la reflejan.', 2],
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
          '¿Qué colores tiene la luz de distintas ampolletas vista con un espectroscopio casero?',
        ],
        tabla: tabla(['Fuente de luz', 'Colores que se ven', '¿Continuo o con líneas?'], 'Luz del día (sin mirar al Sol)', 'Ampolleta incandescente', 'Tubo fluorescente', 'Luz led'),
        materiales: ['Disco compacto viejo', 'Caja de cartón alargada', 'Cinta adhesiva negra', 'Tijeras', 'Distintas ampolletas'],
        pasos: pasos(
          ['Construir', 'Armen la caja con una ranura en un extremo y el disco en el otro.', 2],
          ['Observar', 'Miren cada fuente de luz y dibujen los colores; nunca miren directamente al Sol.', 2],
          ['Investigar', 'Investiguen un observatorio chileno y el trabajo de una astrónoma o astrónomo chileno.', 2],
          ['Presentar', 'Expliquen qué información entrega la luz de las estrellas y por qué se observa desde Chile.', 2],
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
        tabla: tabla(['Condición', 'Temperatura (°C)', 'Tiempo de reacción (s)'], 'Agua fría, tableta entera', 'Agua tibia, tableta entera', 'Agua caliente, tableta entera', 'Agua tibia, tableta molida'),
        materiales: ['Tabletas efervescentes', 'Vasos con agua a tres temperaturas', 'Termómetro', 'Cronómetro', 'Mortero o cuchara para moler'],
        pasos: pasos(
          ['Plantear la hipótesis', 'Escriban qué condición hará la reacción más rápida.', 1],
          ['Medir', 'Midan el tiempo hasta que la tableta desaparece en cada condición.', 3],
          ['Graficar', 'Grafiquen el tiempo de reacción según la temperatura.', 2],
          ['Concluir', 'Expliquen con las partículas cada factor y escriban la evidencia de la reacción química.', 2],
        ),
        tareas: ['informe_laboratorio'],
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
          'El bicarbonato y el vinagre reaccionan y forman un gas.',
          '¿Cambia la masa total si el sistema está abierto o cerrado con un globo?',
        ],
        tabla: tabla(['Sistema', 'Masa antes (g)', 'Masa después (g)', 'Diferencia (g)'], 'Abierto', 'Cerrado con globo'),
        materiales: ['Balanza digital de cocina', 'Botella pequeña', 'Globo', 'Bicarbonato', 'Vinagre', 'Modelos de átomos con plasticina'],
        pasos: pasos(
          ['Medir en sistema abierto', 'Pesen la botella con vinagre y el bicarbonato aparte, mézclenlos y pesen de nuevo.', 2],
          ['Medir en sistema cerrado', 'Repitan con el bicarbonato dentro del globo puesto en la botella.', 2],
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
        tabla: tabla(['Producto', 'Compuesto', 'Fórmula', '¿Binario o ternario?', 'Tipo: óxido, ácido, hidróxido o sal'], 'Sal de mesa', 'Cal viva', 'Soda cáustica', 'Ácido muriático', 'Bicarbonato'),
        materiales: ['Etiquetas de productos de limpieza y cocina', 'Tabla periódica', 'Tabla de estados de oxidación', 'Tarjetas de iones para armar compuestos'],
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
        tabla: tabla(['Bicarbonato (g)', 'Moles de bicarbonato', 'CO₂ predicho (g)', 'Masa perdida medida (g)'], '2', '4', '6'),
        materiales: ['Balanza digital', 'Bicarbonato de sodio', 'Vinagre en exceso', 'Vasos', 'Calculadora'],
        pasos: pasos(
          ['Calcular', 'Con la ecuación balanceada, calculen los moles y la masa de CO₂ esperada para cada masa de bicarbonato.', 2],
          ['Medir', 'Pesen el vaso con vinagre y bicarbonato antes y después de la reacción.', 3],
          ['Comparar', 'Comparen la masa perdida con la predicha y calculen el rendimiento.', 2],
          ['Relacionar', 'Calculen cuántos moles de CO₂ necesita una planta para formar un mol de glucosa.', 1],
        ),
        tareas: ['informe_laboratorio', 'resolucion_problemas'],
      },
    ],
  },
]
