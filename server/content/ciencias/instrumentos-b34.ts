/**
 * Ciencias Naturales, 3° and 4° Básico: for every OA, the rubric's content criterion, the scale's indicator and
 * a practical work for children of eight to ten (experiments that compare two cases and measure with simple
 * instruments, models, posters). Schema: `oaInstrumentos` in `../tareas/schema.ts`.
 */
import type { OaInstrumentos } from '../tareas/schema'
import { pasos, tabla } from './instrumentos-define'

export const instrumentosB34: readonly OaInstrumentos[] = [
  // ——— 3° Básico ———
  {
    codigo: 'CN03 OA 01',
    criterio: {
      nombre: 'Necesidades de las plantas y sus estructuras',
      descriptores: [
        'Explica con los datos de su experimento qué necesitan las plantas (agua, luz, aire y suelo) y qué hacen la raíz, el tallo y las hojas.',
        'Explica qué necesitan las plantas y relaciona la raíz o el tallo con el agua.',
        'Nombra qué necesitan las plantas, sin relacionarlo con la raíz, el tallo ni las hojas.',
        'Todavía no reconoce qué necesitan las plantas para vivir.',
      ],
    },
    indicador: {
      tercera: 'Cambia una sola variable en su experimento para saber si la planta necesita luz o agua.',
      primera: 'Cambié una sola variable en mi experimento para saber si la planta necesita luz o agua.',
    },
    trabajos: [
      {
        id: 'cn03-oa01-luz-agua',
        tipo: 'experimento',
        titulo: '¿Qué necesitan las plantas para crecer?',
        presentacion: [
          'Tenemos cuatro maceteros iguales con plantas de poroto.',
          'Vamos a cambiar solo una cosa en cada uno: la luz o el agua.',
          '¿Qué necesitan las plantas para crecer sanas?',
        ],
        tabla: tabla(
          ['Macetero', 'Altura día 1 (cm)', 'Altura día 7 (cm)', 'Altura día 14 (cm)', 'Color de las hojas'],
          'Con luz y con agua',
          'Con luz y sin agua',
          'Sin luz y con agua',
          'Sin luz y sin agua',
        ),
        materiales: ['Cuatro vasos con tierra y una planta de poroto en cada uno', 'Regla', 'Caja de cartón para tapar la luz', 'Vaso medidor con agua'],
        pasos: pasos(
          ['Predecir', 'Escriban qué planta creen que crecerá más y por qué.', 1],
          ['Preparar', 'Rotulen los vasos y dejen dos a la luz y dos dentro de la caja; rieguen solo dos, siempre con la misma cantidad de agua.', 2],
          ['Medir', 'Midan la altura de cada planta con la regla los días 1, 7 y 14, y anoten el color de las hojas.', 3],
          ['Concluir', 'Comparen los datos y expliquen qué necesita la planta y qué hacen la raíz, el tallo y las hojas con el agua y la luz.', 2],
        ),
        tareas: ['informe_laboratorio', 'trabajo_grupo', 'exposicion_oral'],
      },
    ],
  },
  {
    codigo: 'CN03 OA 02',
    criterio: {
      nombre: 'Plantas nativas y cultivos de Chile',
      descriptores: [
        'Identifica plantas nativas y cultivos de Chile y de su región, y registra sus rasgos en un herbario con dibujos y notas.',
        'Identifica plantas nativas y cultivos de Chile y registra algunos rasgos.',
        'Nombra una planta nativa o un cultivo de Chile, sin registrar sus rasgos.',
        'Todavía no distingue plantas nativas de cultivos.',
      ],
    },
    indicador: {
      tercera: 'Registra en su herbario el nombre, las hojas y el lugar de una planta nativa o un cultivo.',
      primera: 'Registré en mi herbario el nombre, las hojas y el lugar de una planta nativa o un cultivo.',
    },
    trabajos: [
      {
        id: 'cn03-oa02-herbario',
        tipo: 'tema',
        titulo: 'Herbario de plantas nativas y cultivos',
        presentacion: [
          'En la plaza, en el patio y en la feria hay plantas nativas de Chile y cultivos.',
          '¿Cuáles son nativas? ¿Cuáles se cultivan para comer?',
        ],
        tabla: tabla(['Planta', '¿Nativa o cultivo?', 'Forma de sus hojas', '¿Dónde la encontré?'], '1', '2', '3', '4', '5'),
        materiales: ['Hojas caídas de plantas del entorno', 'Diarios viejos para prensar', 'Cartulina y cinta adhesiva', 'Lupa', 'Fichas de plantas nativas como el quillay, el canelo y la araucaria'],
        pasos: pasos(
          ['Recolectar', 'Recojan hojas caídas de cinco plantas del entorno, sin arrancarlas.', 2],
          ['Prensar', 'Dejen las hojas entre diarios con peso encima durante una semana.', 1],
          ['Identificar', 'Comparen sus hojas con las fichas y decidan si cada planta es nativa o un cultivo.', 2],
          ['Armar el herbario', 'Peguen cada hoja en la cartulina con su nombre, la tabla completa y un dibujo de la planta.', 2],
        ),
        tareas: ['investigacion', 'afiche', 'exposicion_oral'],
      },
    ],
  },
  {
    codigo: 'CN03 OA 03',
    criterio: {
      nombre: 'Ciclo de vida de una planta con flor',
      descriptores: [
        'Describe en orden la germinación, el crecimiento, la polinización, la formación del fruto y la dispersión de semillas.',
        'Describe en orden las etapas del ciclo de vida, con una etapa incompleta.',
        'Nombra etapas del ciclo de vida de la planta sin ordenarlas.',
        'Todavía no describe el ciclo de vida de una planta con flor.',
      ],
    },
    indicador: {
      tercera: 'Registra los cambios de una semilla desde la germinación hasta que le salen hojas.',
      primera: 'Registré los cambios de una semilla desde la germinación hasta que le salieron hojas.',
    },
    trabajos: [
      {
        id: 'cn03-oa03-germinacion',
        tipo: 'experimento',
        titulo: 'Diario de la germinación de una semilla',
        presentacion: [
          'Toda planta con flor empieza su ciclo de vida como semilla.',
          '¿Qué cambios vemos desde que la semilla germina hasta que tiene hojas?',
        ],
        tabla: tabla(['Día', '¿Tiene raíz?', 'Largo de la raíz (cm)', '¿Tiene hojas?', 'Dibujo'], 'Día 1', 'Día 3', 'Día 5', 'Día 7', 'Día 10'),
        materiales: ['Frasco transparente', 'Algodón o papel absorbente', 'Semillas de poroto o lenteja', 'Regla', 'Agua'],
        pasos: pasos(
          ['Sembrar', 'Pongan algodón mojado en el frasco y dejen tres semillas pegadas al vidrio.', 1],
          ['Observar', 'Miren las semillas en los días de la tabla, midan la raíz y dibujen lo que ven.', 3],
          ['Ordenar', 'Ordenen sus dibujos y nombren cada etapa: germinación, crecimiento, flor, fruto y dispersión de semillas.', 2],
          ['Explicar', 'Expliquen qué etapas del ciclo de vida faltan en el frasco y cómo ocurrirían en una planta adulta.', 1],
        ),
        tareas: ['informe_laboratorio', 'maqueta', 'afiche'],
      },
    ],
  },
  {
    codigo: 'CN03 OA 04',
    criterio: {
      nombre: 'Importancia de las plantas y su cuidado',
      descriptores: [
        'Explica con ejemplos la importancia de las plantas (oxígeno, alimento, madera, plantas medicinales) y propone medidas para cuidarlas.',
        'Explica la importancia de las plantas con dos ejemplos.',
        'Da un ejemplo de lo que obtenemos de las plantas, sin explicar su importancia.',
        'Todavía no reconoce la importancia de las plantas.',
      ],
    },
    indicador: {
      tercera: 'Comunica una medida para cuidar las plantas de la escuela o del barrio.',
      primera: 'Comuniqué una medida para cuidar las plantas de la escuela o del barrio.',
    },
    trabajos: [
      {
        id: 'cn03-oa04-productos-plantas',
        tipo: 'tema',
        titulo: 'Lo que obtenemos de las plantas',
        presentacion: [
          'El pan, la ropa de algodón, el papel y el agua de boldo vienen de las plantas.',
          '¿Qué obtenemos de las plantas en la casa y en la escuela?',
        ],
        tabla: tabla(['Objeto o alimento', '¿De qué planta se obtiene?', '¿Qué parte de la planta?', '¿Para qué nos sirve?'], 'Pan', 'Polera de algodón', 'Cuaderno', 'Agua de boldo', 'Mesa de madera'),
        materiales: ['Objetos de la sala y envases de alimentos', 'Cartulina', 'Lápices de colores', 'Revistas para recortar'],
        pasos: pasos(
          ['Investigar', 'Busquen en la sala y en la casa cinco objetos o alimentos que se obtienen de las plantas.', 2],
          ['Completar la tabla', 'Completen la tabla: de qué planta se obtiene cada uno y para qué nos sirve.', 2],
          ['Hacer el afiche', 'Hagan un afiche sobre la importancia de las plantas con una medida para cuidarlas.', 2],
          ['Comunicar', 'Presenten el afiche a otro curso.', 1],
        ),
        tareas: ['afiche', 'exposicion_oral', 'investigacion'],
      },
    ],
  },
  {
    codigo: 'CN03 OA 05',
    criterio: {
      nombre: 'Reducir, reutilizar y reciclar',
      descriptores: [
        'Explica por qué reducir, reutilizar y reciclar cuida los recursos y diseña un objeto con residuos de la casa o la escuela.',
        'Explica las tres R con ejemplos de la casa o la escuela.',
        'Nombra las tres R, pero confunde reutilizar con reciclar.',
        'Todavía no explica cómo reducir, reutilizar o reciclar.',
      ],
    },
    indicador: {
      tercera: 'Separa los residuos de la sala según se puedan reutilizar, reciclar o no.',
      primera: 'Separé los residuos de la sala según se puedan reutilizar, reciclar o no.',
    },
    trabajos: [
      {
        id: 'cn03-oa05-basura-sala',
        tipo: 'experimento',
        titulo: '¿Cuánta basura produce nuestra sala?',
        presentacion: [
          'Cada día botamos papeles, envases y restos de colación.',
          '¿Cuántos residuos podríamos reducir, reutilizar o reciclar?',
        ],
        tabla: tabla(['Residuo', 'Cantidad en una semana', '¿Se puede reutilizar?', '¿Se puede reciclar?'], 'Papel', 'Botellas plásticas', 'Cajas de jugo', 'Restos de fruta'),
        materiales: ['Guantes', 'Cuatro cajas rotuladas', 'Balanza de cocina', 'Materiales reutilizados para un objeto'],
        pasos: pasos(
          ['Separar', 'Durante una semana separen la basura de la sala en las cuatro cajas.', 2],
          ['Contar y pesar', 'Cuenten y pesen cada tipo de residuo y completen la tabla.', 2],
          ['Reutilizar', 'Construyan un objeto útil para la sala con residuos que se pueden reutilizar.', 3],
          ['Proponer', 'Propongan al curso tres acciones para reducir la basura.', 1],
        ),
        tareas: ['informe_laboratorio', 'maqueta', 'afiche'],
      },
    ],
  },
  {
    codigo: 'CN03 OA 06',
    criterio: {
      nombre: 'Alimentos y alimentación saludable',
      descriptores: [
        'Clasifica los alimentos según sus efectos en la salud, lee los sellos de advertencia y propone una colación saludable.',
        'Clasifica los alimentos según sus efectos en la salud.',
        'Distingue algunos alimentos saludables, sin explicar por qué.',
        'Todavía no clasifica los alimentos según sus efectos en la salud.',
      ],
    },
    indicador: {
      tercera: 'Propone una colación saludable y explica qué aporta cada alimento.',
      primera: 'Propuse una colación saludable y expliqué qué aporta cada alimento.',
    },
    trabajos: [
      {
        id: 'cn03-oa06-sellos',
        tipo: 'experimento',
        titulo: 'Detectives de sellos en los alimentos',
        presentacion: [
          'Muchos alimentos envasados tienen sellos negros: «ALTO EN AZÚCARES», «ALTO EN SODIO».',
          '¿Qué alimentos de nuestras colaciones tienen sellos? ¿Cuáles son más saludables?',
        ],
        tabla: tabla(['Alimento', 'Número de sellos', '¿Qué sellos tiene?', '¿Es saludable para cada día?'], '1', '2', '3', '4', '5'),
        materiales: ['Envases vacíos y limpios de colaciones', 'Frutas y verduras de la estación', 'Cartulina', 'Plumones'],
        pasos: pasos(
          ['Reunir envases', 'Traigan envases limpios de alimentos que suelen comer en la colación.', 1],
          ['Revisar los sellos', 'Cuenten los sellos de advertencia de cada alimento y completen la tabla.', 2],
          ['Clasificar', 'Ordenen los alimentos en «para cada día» y «de vez en cuando».', 2],
          ['Proponer', 'Diseñen una semana de colaciones saludables para el curso.', 2],
        ),
        tareas: ['informe_laboratorio', 'afiche', 'exposicion_oral'],
      },
    ],
  },
  {
    codigo: 'CN03 OA 07',
    criterio: {
      nombre: 'Higiene al manipular alimentos',
      descriptores: [
        'Propone y practica medidas de higiene al manipular alimentos (lavarse las manos, lavar frutas, refrigerar) y explica qué enfermedades previenen.',
        'Propone medidas de higiene al manipular alimentos.',
        'Nombra una medida de higiene de los alimentos, sin explicar para qué sirve.',
        'Todavía no reconoce medidas de higiene al manipular alimentos.',
      ],
    },
    indicador: {
      tercera: 'Se lava las manos y lava las frutas antes de preparar alimentos.',
      primera: 'Me lavé las manos y lavé las frutas antes de preparar alimentos.',
    },
    trabajos: [
      {
        id: 'cn03-oa07-pan-manos',
        tipo: 'experimento',
        titulo: '¿Qué pasa con el pan que tocamos con las manos sucias?',
        presentacion: [
          'Los microbios de las manos pasan a los alimentos.',
          '¿Crecen más hongos en un pan tocado con las manos sucias o con las manos lavadas?',
        ],
        tabla: tabla(['Bolsa', 'Día 3', 'Día 5', 'Día 7'], 'Pan sin tocar', 'Pan tocado con las manos lavadas', 'Pan tocado con las manos sucias'),
        materiales: ['Tres rebanadas de pan de molde', 'Tres bolsas con cierre', 'Agua y jabón', 'Plumón', 'Lupa'],
        pasos: pasos(
          ['Preparar', 'Pongan una rebanada en cada bolsa: una sin tocar, una tocada con las manos lavadas con jabón y otra con las manos sucias.', 2],
          ['Observar', 'Miren las bolsas cerradas con la lupa en los días de la tabla y dibujen las manchas.', 3],
          ['Concluir', 'Expliquen por qué hay que lavarse las manos antes de manipular alimentos.', 1],
          ['Comunicar', 'Hagan un afiche con tres medidas de higiene para la cocina o el casino.', 2],
        ),
        tareas: ['informe_laboratorio', 'afiche'],
      },
    ],
  },
  {
    codigo: 'CN03 OA 08',
    criterio: {
      nombre: 'Fuentes de luz naturales y artificiales',
      descriptores: [
        'Distingue fuentes de luz naturales y artificiales con ejemplos y explica por qué la Luna y un espejo no son fuentes de luz.',
        'Distingue fuentes de luz naturales y artificiales con ejemplos.',
        'Nombra fuentes de luz, sin distinguir naturales de artificiales.',
        'Todavía no reconoce fuentes de luz.',
      ],
    },
    indicador: {
      tercera: 'Clasifica objetos en fuentes de luz naturales, artificiales o en objetos que solo reflejan la luz.',
      primera: 'Clasifiqué objetos en fuentes de luz naturales, artificiales o en objetos que solo reflejan la luz.',
    },
    trabajos: [
      {
        id: 'cn03-oa08-caja-oscura',
        tipo: 'experimento',
        titulo: 'La caja oscura: ¿qué produce luz?',
        presentacion: [
          'Dentro de una caja oscura solo vemos lo que produce luz o lo que la refleja.',
          '¿Cuáles de estos objetos son fuentes de luz?',
        ],
        tabla: tabla(['Objeto', '¿Se ve dentro de la caja cerrada?', '¿Es fuente de luz?', '¿Natural o artificial?'], 'Linterna', 'Espejo', 'Papel blanco', 'Luz de un celular', 'Lámina brillante'),
        materiales: ['Caja de zapatos forrada en negro con un agujero', 'Linterna', 'Espejo pequeño', 'Papel blanco y lámina brillante'],
        pasos: pasos(
          ['Mirar por el agujero', 'Pongan cada objeto dentro de la caja cerrada y miren por el agujero si se ve.', 2],
          ['Comparar', 'Repitan con la tapa un poco abierta y anoten qué objetos se ven solo cuando entra luz.', 2],
          ['Clasificar', 'Completen la tabla y separen las fuentes de luz naturales y artificiales.', 1],
          ['Explicar', 'Expliquen por qué la Luna se ve de noche aunque no es una fuente de luz.', 1],
        ),
        tareas: ['informe_laboratorio', 'trabajo_grupo'],
      },
    ],
  },
  {
    codigo: 'CN03 OA 09',
    criterio: {
      nombre: 'Propiedades de la luz: línea recta, reflexión y colores',
      descriptores: [
        'Muestra con experimentos que la luz viaja en línea recta, se refleja en un espejo y se separa en colores, y lo explica.',
        'Muestra con experimentos dos propiedades de la luz.',
        'Describe una propiedad de la luz, sin mostrarla con un experimento.',
        'Todavía no describe cómo viaja la luz.',
      ],
    },
    indicador: {
      tercera: 'Explica una sombra o un reflejo porque la luz viaja en línea recta.',
      primera: 'Expliqué una sombra o un reflejo porque la luz viaja en línea recta.',
    },
    trabajos: [
      {
        id: 'cn03-oa09-sombras',
        tipo: 'experimento',
        titulo: 'Sombras y espejos: ¿cómo viaja la luz?',
        presentacion: [
          'Si la luz viaja en línea recta, un objeto que la tapa forma una sombra.',
          '¿Cómo cambia la sombra al acercar la linterna? ¿Hacia dónde va la luz que llega a un espejo?',
        ],
        tabla: tabla(['Distancia de la linterna al muñeco (cm)', 'Alto de la sombra (cm)'], '10', '20', '30', '40'),
        materiales: ['Linterna', 'Muñeco o figura de cartón', 'Regla o huincha de medir', 'Espejo', 'Vaso con agua y hoja blanca para ver colores'],
        pasos: pasos(
          ['Medir sombras', 'Pongan la linterna a las distancias de la tabla y midan el alto de la sombra en la pared.', 3],
          ['Reflejar', 'Apunten la linterna a un espejo y busquen dónde llega la luz reflejada.', 2],
          ['Separar colores', 'Pongan el vaso con agua al sol sobre la hoja blanca y busquen los colores del arcoíris.', 1],
          ['Explicar', 'Expliquen con un dibujo por qué la sombra crece al acercar la linterna.', 2],
        ),
        tareas: ['informe_laboratorio', 'trabajo_grupo'],
      },
    ],
  },
  {
    codigo: 'CN03 OA 10',
    criterio: {
      nombre: 'Propiedades del sonido: vibración, tono e intensidad',
      descriptores: [
        'Explica con experimentos que el sonido se produce por vibración, viaja por distintos materiales y tiene tono e intensidad.',
        'Explica que el sonido se produce por vibración y distingue tono de intensidad.',
        'Reconoce sonidos fuertes y débiles, pero confunde tono con intensidad.',
        'Todavía no explica cómo se produce el sonido.',
      ],
    },
    indicador: {
      tercera: 'Cambia el tono o la intensidad del sonido de un instrumento hecho por su grupo.',
      primera: 'Cambié el tono o la intensidad del sonido de un instrumento hecho por mi grupo.',
    },
    trabajos: [
      {
        id: 'cn03-oa10-telefono',
        tipo: 'experimento',
        titulo: 'Teléfono de vasos: ¿por dónde viaja el sonido?',
        presentacion: [
          'El sonido se produce cuando algo vibra.',
          '¿Escuchamos mejor con el hilo tenso, suelto o con otro material?',
        ],
        tabla: tabla(['Material que une los vasos', '¿Se escucha el sonido?', '¿Fuerte o débil?'], 'Hilo tenso', 'Hilo suelto', 'Lana tensa', 'Alambre delgado'),
        materiales: ['Vasos plásticos o de yogur', 'Hilo, lana y alambre delgado de tres metros', 'Clips', 'Elásticos y una caja para hacer una guitarra'],
        pasos: pasos(
          ['Construir', 'Unan dos vasos con cada material y afírmenlo con un clip.', 2],
          ['Probar', 'Un estudiante habla bajito y el otro escucha; anoten cómo llega el sonido con cada material.', 2],
          ['Cambiar el tono', 'Estiren elásticos sobre la caja y comparen el tono de un elástico tenso y uno suelto.', 2],
          ['Explicar', 'Expliquen qué vibra en cada caso y por dónde viaja el sonido.', 1],
        ),
        tareas: ['informe_laboratorio', 'maqueta'],
      },
    ],
  },
  {
    codigo: 'CN03 OA 11',
    criterio: {
      nombre: 'Componentes del sistema solar',
      descriptores: [
        'Describe el Sol, los planetas, las lunas, los cometas y los asteroides del sistema solar según su tamaño, ubicación y distancia a la Tierra.',
        'Describe los componentes del sistema solar según su tamaño y ubicación.',
        'Nombra componentes del sistema solar sin ordenarlos por tamaño ni ubicación.',
        'Todavía no reconoce los componentes del sistema solar.',
      ],
    },
    indicador: {
      tercera: 'Ubica los planetas del sistema solar en orden desde el Sol.',
      primera: 'Ubiqué los planetas del sistema solar en orden desde el Sol.',
    },
    trabajos: [
      {
        id: 'cn03-oa11-maqueta-sistema-solar',
        tipo: 'tema',
        titulo: 'Maqueta del sistema solar a escala',
        presentacion: [
          'En el sistema solar hay planetas rocosos y gaseosos, lunas, cometas y asteroides.',
          '¿Cómo se ven los tamaños y las distancias si los ponemos a escala?',
        ],
        tabla: tabla(['Planeta', 'Tamaño en la maqueta', 'Distancia al Sol en la maqueta', '¿Rocoso o gaseoso?'], 'Mercurio', 'Venus', 'Tierra', 'Marte', 'Júpiter', 'Saturno', 'Urano', 'Neptuno'),
        materiales: ['Plasticina de colores', 'Huincha de medir', 'Tarjetas con datos de los planetas', 'Palos de brocheta'],
        pasos: pasos(
          ['Leer los datos', 'Lean las tarjetas de cada planeta del sistema solar y completen la tabla.', 2],
          ['Modelar', 'Hagan los planetas con plasticina: una bolita de lenteja para la Tierra y una naranja para Júpiter.', 2],
          ['Ubicar', 'En el patio, pongan cada planeta a su distancia del Sol según la tabla.', 2],
          ['Presentar', 'Expliquen qué planetas son rocosos, cuáles gaseosos y dónde está el cinturón de asteroides.', 1],
        ),
        tareas: ['maqueta', 'exposicion_oral', 'trabajo_grupo'],
      },
    ],
  },
  {
    codigo: 'CN03 OA 12',
    criterio: {
      nombre: 'Rotación y traslación de la Tierra',
      descriptores: [
        'Explica con un modelo que la rotación produce el día y la noche, y que la traslación con el eje inclinado produce las estaciones del año.',
        'Explica con un modelo la rotación y la traslación de la Tierra.',
        'Nombra la rotación y la traslación, pero confunde sus consecuencias.',
        'Todavía no describe los movimientos de la Tierra.',
      ],
    },
    indicador: {
      tercera: 'Muestra con una linterna y una pelota cómo la rotación produce el día y la noche.',
      primera: 'Mostré con una linterna y una pelota cómo la rotación produce el día y la noche.',
    },
    trabajos: [
      {
        id: 'cn03-oa12-modelo-rotacion',
        tipo: 'experimento',
        titulo: 'Día en Chile, noche en Japón: un modelo de la rotación',
        presentacion: [
          'La Tierra gira sobre su eje y da vueltas alrededor del Sol.',
          '¿Por qué cuando en Chile es de día en Japón es de noche?',
        ],
        tabla: tabla(['Posición de la pelota', '¿Chile tiene luz?', '¿Japón tiene luz?', '¿Día o noche en Chile?'], 'Chile frente a la linterna', 'Un cuarto de vuelta', 'Media vuelta', 'Tres cuartos de vuelta'),
        materiales: ['Linterna o lámpara', 'Pelota de plumavit con un palo de brocheta como eje', 'Dos banderas pequeñas de papel', 'Sala oscura'],
        pasos: pasos(
          ['Armar el modelo', 'Pongan el eje inclinado en la pelota y marquen Chile y Japón con las banderas.', 1],
          ['Rotar', 'Giren la pelota de oeste a este frente a la linterna y completen la tabla.', 3],
          ['Trasladar', 'Caminen con la pelota alrededor de la linterna sin cambiar la inclinación del eje.', 2],
          ['Explicar', 'Expliquen qué produce la rotación y qué produce la traslación.', 2],
        ),
        tareas: ['maqueta', 'informe_laboratorio', 'exposicion_oral'],
      },
    ],
  },
  {
    codigo: 'CN03 OA 13',
    criterio: {
      nombre: 'Fases de la Luna y eclipses',
      descriptores: [
        'Explica con un modelo las fases de la Luna y los eclipses de Sol y de Luna según la posición del Sol, la Tierra y la Luna.',
        'Explica con un modelo las fases de la Luna o los eclipses.',
        'Nombra las fases de la Luna sin explicar por qué ocurren.',
        'Todavía no reconoce las fases de la Luna ni los eclipses.',
      ],
    },
    indicador: {
      tercera: 'Registra la forma de la Luna durante un mes y nombra cada fase.',
      primera: 'Registré la forma de la Luna durante un mes y nombré cada fase.',
    },
    trabajos: [
      {
        id: 'cn03-oa13-fases-luna',
        tipo: 'experimento',
        titulo: 'Calendario de las fases de la Luna',
        presentacion: [
          'La Luna no cambia de forma: vemos distintas partes iluminadas por el Sol.',
          '¿Qué fases de la Luna vemos durante un mes? ¿Cómo se produce un eclipse?',
        ],
        tabla: tabla(['Fecha', 'Dibujo de la Luna', 'Fase de la Luna'], 'Semana 1', 'Semana 2', 'Semana 3', 'Semana 4'),
        materiales: ['Calendario para dibujar la Luna cada noche', 'Lámpara sin pantalla', 'Pelota blanca pequeña en un palo', 'Sala oscura'],
        pasos: pasos(
          ['Observar en la casa', 'Cada noche despejada dibujen la Luna en el calendario durante un mes.', 3],
          ['Modelar las fases', 'En la sala oscura, giren con la pelota alrededor de su cabeza frente a la lámpara y busquen cada fase.', 2],
          ['Modelar un eclipse', 'Pongan la pelota entre la lámpara y su cabeza hasta tapar la luz: es un eclipse de Sol.', 1],
          ['Comparar', 'Comparen su calendario con el modelo y nombren las fases: luna nueva, cuarto creciente, luna llena y cuarto menguante.', 2],
        ),
        tareas: ['informe_laboratorio', 'maqueta'],
      },
    ],
  },
]
