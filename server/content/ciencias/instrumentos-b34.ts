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
          'Tenemos cuatro maceteros iguales con plantas de poroto, con la misma raíz, tallo y hojas.',
          'Vamos a cambiar solo una variable en cada uno: la luz o el agua.',
          '¿Qué necesitan las plantas para crecer sanas?',
        ],
        tabla: tabla(
          ['Macetero', 'Altura día 1 (cm)', 'Altura día 7 (cm)', 'Altura día 14 (cm)', 'Color de las hojas'],
          'Con luz y con agua',
          'Con luz y sin agua',
          'Sin luz y con agua',
          'Sin luz y sin agua',
        ),
        materiales: [
          'Cuatro vasos con tierra y una planta de poroto en cada uno',
          'Regla',
          'Caja de cartón para tapar la luz',
          'Vaso medidor con agua',
        ],
        pasos: pasos(
          ['Predecir', 'Escriban qué planta creen que crecerá más y por qué.', 1],
          [
            'Preparar',
            'Rotulen los vasos y dejen dos a la luz y dos dentro de la caja; rieguen solo dos, siempre con la misma cantidad de agua.',
            2,
          ],
          [
            'Medir',
            'Midan la altura de cada planta con la regla los días 1, 7 y 14, y anoten el color de las hojas.',
            3,
          ],
          [
            'Concluir',
            'Comparen los datos y expliquen qué necesita la planta y qué hacen la raíz, el tallo y las hojas con el agua y la luz.',
            2,
          ],
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
        tabla: tabla(
          ['Planta', '¿Nativa o cultivo?', 'Forma de sus hojas', '¿Dónde la encontré?'],
          '1',
          '2',
          '3',
          '4',
          '5',
        ),
        materiales: [
          'Hojas caídas de plantas del entorno',
          'Diarios viejos para prensar',
          'Cartulina y cinta adhesiva',
          'Lupa',
          'Fichas de plantas nativas como el quillay, el canelo y la araucaria',
        ],
        pasos: pasos(
          ['Recolectar', 'Recojan hojas caídas de cinco plantas del entorno, nativas o cultivos, sin arrancarlas.', 2],
          ['Prensar', 'Dejen las hojas entre diarios con peso encima durante una semana para el herbario.', 1],
          ['Identificar', 'Comparen sus hojas con las fichas y decidan si cada planta es nativa o un cultivo.', 2],
          [
            'Armar el herbario',
            'Peguen cada hoja en el herbario con su nombre, la tabla completa y un dibujo de la planta.',
            2,
          ],
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
        tabla: tabla(
          ['Día', '¿Tiene raíz?', 'Largo de la raíz (cm)', '¿Tiene hojas?', 'Dibujo'],
          'Día 1',
          'Día 3',
          'Día 5',
          'Día 7',
          'Día 10',
        ),
        materiales: [
          'Frasco transparente',
          'Algodón o papel absorbente',
          'Semillas de poroto o lenteja',
          'Regla',
          'Agua',
        ],
        pasos: pasos(
          ['Sembrar', 'Pongan algodón mojado en el frasco y dejen tres semillas pegadas al vidrio.', 1],
          ['Observar', 'Miren las semillas en los días de la tabla, midan la raíz y dibujen lo que ven.', 3],
          [
            'Ordenar',
            'Ordenen sus dibujos y nombren cada etapa: germinación, crecimiento, flor, fruto y dispersión de semillas.',
            2,
          ],
          [
            'Explicar',
            'Expliquen qué etapas del ciclo de vida faltan en el frasco y cómo ocurrirían en una planta adulta.',
            1,
          ],
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
          'El pan, la ropa de algodón, el papel y el agua de boldo se obtienen de las plantas.',
          '¿Qué obtenemos de las plantas en la casa y en la escuela?',
        ],
        tabla: tabla(
          ['Objeto o alimento', '¿De qué planta se obtiene?', '¿Qué parte de la planta?', '¿Para qué nos sirve?'],
          'Pan',
          'Polera de algodón',
          'Cuaderno',
          'Agua de boldo',
          'Mesa de madera',
        ),
        materiales: [
          'Objetos de la sala y envases de alimentos',
          'Cartulina',
          'Lápices de colores',
          'Revistas para recortar',
        ],
        pasos: pasos(
          [
            'Investigar',
            'Busquen en la sala y en la casa cinco objetos o alimentos que se obtienen de las plantas.',
            2,
          ],
          ['Completar la tabla', 'Completen la tabla: de qué planta se obtiene cada uno y para qué nos sirve.', 2],
          ['Hacer el afiche', 'Hagan un afiche sobre la importancia de las plantas con una medida para cuidarlas.', 2],
          ['Comunicar', 'Presenten el afiche a otro curso y propongan cómo cuidar las plantas.', 1],
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
          'Cada día botamos a la basura papeles, envases y restos de colación.',
          '¿Cuántos residuos podríamos reducir, reutilizar o reciclar?',
        ],
        tabla: tabla(
          ['Residuo', 'Cantidad en una semana', '¿Se puede reutilizar?', '¿Se puede reciclar?'],
          'Papel',
          'Botellas plásticas',
          'Cajas de jugo',
          'Restos de fruta',
        ),
        materiales: [
          'Guantes',
          'Cuatro cajas rotuladas',
          'Balanza de cocina',
          'Materiales reutilizados para un objeto',
        ],
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
        tabla: tabla(
          ['Alimento', 'Número de sellos', '¿Qué sellos tiene?', '¿Es saludable para cada día?'],
          '1',
          '2',
          '3',
          '4',
          '5',
        ),
        materiales: [
          'Envases vacíos y limpios de colaciones',
          'Frutas y verduras de la estación',
          'Cartulina',
          'Plumones',
        ],
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
        tabla: tabla(
          ['Bolsa', 'Día 3', 'Día 5', 'Día 7'],
          'Pan sin tocar',
          'Pan tocado con las manos lavadas',
          'Pan tocado con las manos sucias',
        ),
        materiales: ['Tres rebanadas de pan de molde', 'Tres bolsas con cierre', 'Agua y jabón', 'Plumón', 'Lupa'],
        pasos: pasos(
          [
            'Preparar',
            'Pongan una rebanada en cada bolsa: una sin tocar, una tocada con las manos lavadas con jabón y otra con las manos sucias.',
            2,
          ],
          [
            'Observar',
            'Miren las bolsas cerradas con la lupa en los días de la tabla y dibujen las manchas de los microbios.',
            3,
          ],
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
        tabla: tabla(
          ['Objeto', '¿Se ve dentro de la caja cerrada?', '¿Es fuente de luz?', '¿Natural o artificial?'],
          'Linterna',
          'Espejo',
          'Papel blanco',
          'Luz de un celular',
          'Lámina brillante',
        ),
        materiales: [
          'Caja de zapatos forrada en negro con un agujero',
          'Linterna',
          'Espejo pequeño',
          'Papel blanco y lámina brillante',
        ],
        pasos: pasos(
          [
            'Mirar por el agujero',
            'Pongan cada objeto dentro de la caja cerrada y miren por el agujero si produce luz.',
            2,
          ],
          ['Comparar', 'Repitan con la tapa un poco abierta y anoten qué objetos solo reflejan la luz que entra.', 2],
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
        materiales: [
          'Linterna',
          'Muñeco o figura de cartón',
          'Regla o huincha de medir',
          'Espejo',
          'Vaso con agua y hoja blanca para ver colores',
        ],
        pasos: pasos(
          [
            'Medir sombras',
            'Pongan la linterna a las distancias de la tabla y midan el alto de la sombra en la pared.',
            3,
          ],
          ['Reflejar', 'Apunten la linterna a un espejo y busquen dónde llega la luz reflejada.', 2],
          [
            'Separar colores',
            'Pongan el vaso con agua al sol sobre la hoja blanca y busquen los colores del arcoíris.',
            1,
          ],
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
          '¿Escuchamos mejor el sonido con el hilo tenso, suelto o con otro material?',
        ],
        tabla: tabla(
          ['Material que une los vasos', '¿Se escucha el sonido?', '¿Fuerte o débil?'],
          'Hilo tenso',
          'Hilo suelto',
          'Lana tensa',
          'Alambre delgado',
        ),
        materiales: [
          'Vasos plásticos o de yogur',
          'Hilo, lana y alambre delgado de tres metros',
          'Clips',
          'Elásticos y una caja para hacer una guitarra',
        ],
        pasos: pasos(
          ['Construir', 'Unan dos vasos con cada material y afírmenlo con un clip para que el sonido viaje por él.', 2],
          ['Probar', 'Un estudiante habla bajito y el otro escucha; anoten cómo llega el sonido con cada material.', 2],
          [
            'Cambiar el tono',
            'Estiren elásticos sobre la caja y comparen el tono de un elástico tenso y uno suelto.',
            2,
          ],
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
          '¿Cómo se ven los tamaños y las distancias de los planetas rocosos y gaseosos si los ponemos a escala?',
        ],
        tabla: tabla(
          ['Planeta', 'Tamaño en la maqueta', 'Distancia al Sol en la maqueta', '¿Rocoso o gaseoso?'],
          'Mercurio',
          'Venus',
          'Tierra',
          'Marte',
          'Júpiter',
          'Saturno',
          'Urano',
          'Neptuno',
        ),
        materiales: [
          'Plasticina de colores',
          'Huincha de medir',
          'Tarjetas con datos de los planetas',
          'Palos de brocheta',
        ],
        pasos: pasos(
          ['Leer los datos', 'Lean las tarjetas de cada planeta del sistema solar y completen la tabla.', 2],
          [
            'Modelar',
            'Hagan los planetas con plasticina: una bolita de lenteja para la Tierra y una naranja para Júpiter.',
            2,
          ],
          ['Ubicar', 'En el patio, pongan cada planeta del sistema solar a su distancia del Sol según la tabla.', 2],
          [
            'Presentar',
            'Expliquen qué planetas son rocosos, cuáles gaseosos y dónde está el cinturón de asteroides.',
            1,
          ],
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
        tabla: tabla(
          ['Posición de la pelota', '¿Chile tiene luz?', '¿Japón tiene luz?', '¿Día o noche en Chile?'],
          'Chile frente a la linterna',
          'Un cuarto de vuelta',
          'Media vuelta',
          'Tres cuartos de vuelta',
        ),
        materiales: [
          'Linterna o lámpara',
          'Pelota de plumavit con un palo de brocheta como eje',
          'Dos banderas pequeñas de papel',
          'Sala oscura',
        ],
        pasos: pasos(
          ['Armar el modelo', 'Pongan el eje inclinado en la pelota y marquen Chile y Japón con las banderas.', 1],
          ['Rotar', 'Giren la pelota sobre su eje de oeste a este frente a la linterna y completen la tabla.', 3],
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
        materiales: [
          'Calendario para dibujar la Luna cada noche',
          'Lámpara sin pantalla',
          'Pelota blanca pequeña en un palo',
          'Sala oscura',
        ],
        pasos: pasos(
          [
            'Observar en la casa',
            'Cada noche despejada dibujen la Luna en el calendario durante un mes y nombren su fase.',
            3,
          ],
          [
            'Modelar las fases',
            'En la sala oscura, giren con la pelota alrededor de su cabeza frente a la lámpara y busquen cada fase.',
            2,
          ],
          [
            'Modelar un eclipse',
            'Pongan la pelota entre la lámpara y su cabeza hasta tapar la luz: es un eclipse de Sol.',
            1,
          ],
          [
            'Comparar',
            'Comparen su calendario con el modelo y nombren las fases: luna nueva, cuarto creciente, luna llena y cuarto menguante.',
            2,
          ],
        ),
        tareas: ['informe_laboratorio', 'maqueta'],
      },
    ],
  },
  // ——— 4° Básico ———
  {
    codigo: 'CN04 OA 01',
    criterio: {
      nombre: 'Componentes vivos y no vivos del ecosistema',
      descriptores: [
        'Identifica componentes vivos y no vivos de un ecosistema y explica con un ejemplo cómo interactúan.',
        'Identifica componentes vivos y no vivos de un ecosistema, sin explicar cómo interactúan.',
        'Nombra componentes de un ecosistema sin distinguir los vivos de los no vivos.',
        'Todavía no reconoce los componentes de un ecosistema.',
      ],
    },
    indicador: {
      tercera: 'Describe una interacción entre un componente vivo y uno no vivo del ecosistema que observa.',
      primera: 'Describí una interacción entre un componente vivo y uno no vivo del ecosistema que observé.',
    },
    trabajos: [
      {
        id: 'cn04-oa01-metro-cuadrado',
        tipo: 'experimento',
        titulo: 'Un metro cuadrado de ecosistema',
        presentacion: [
          'Un rincón del patio también es un ecosistema: tiene componentes vivos y no vivos que interactúan.',
          '¿Qué componentes vivos y no vivos encontramos en un metro cuadrado?',
        ],
        tabla: tabla(
          ['Componente', '¿Vivo o no vivo?', 'Cantidad', '¿Con qué otro componente interactúa?'],
          '1',
          '2',
          '3',
          '4',
          '5',
          '6',
        ),
        materiales: [
          'Cuatro estacas y un cordel de cuatro metros',
          'Lupa',
          'Termómetro',
          'Guantes',
          'Hoja de registro',
        ],
        pasos: pasos(
          ['Marcar', 'Marquen un cuadrado del ecosistema de un metro por lado con las estacas y el cordel.', 1],
          [
            'Observar',
            'Busquen con la lupa los componentes del ecosistema y midan la temperatura del suelo y del aire.',
            3,
          ],
          ['Clasificar', 'Completen la tabla y separen los componentes vivos de los no vivos.', 2],
          ['Explicar', 'Describan dos interacciones: por ejemplo, qué pasa con las plantas si falta agua.', 2],
        ),
        tareas: ['informe_laboratorio', 'trabajo_grupo', 'exposicion_oral'],
      },
    ],
  },
  {
    codigo: 'CN04 OA 02',
    criterio: {
      nombre: 'Adaptaciones de estructura y de conducta',
      descriptores: [
        'Explica cómo una adaptación de estructura y una de conducta (camuflaje, cubierta corporal, hibernación, migración) ayudan a vivir en un ecosistema.',
        'Explica cómo una adaptación ayuda a un animal o una planta a vivir en su ecosistema.',
        'Nombra una adaptación sin relacionarla con el ecosistema.',
        'Todavía no reconoce adaptaciones en plantas o animales.',
      ],
    },
    indicador: {
      tercera: 'Relaciona una adaptación de un animal chileno con las condiciones de su ecosistema.',
      primera: 'Relacioné una adaptación de un animal chileno con las condiciones de su ecosistema.',
    },
    trabajos: [
      {
        id: 'cn04-oa02-camuflaje',
        tipo: 'experimento',
        titulo: 'El juego del camuflaje',
        presentacion: [
          'El camuflaje es una adaptación: un animal del color de su ambiente es más difícil de ver.',
          '¿Qué «insectos» de papel encuentran primero los «pájaros»: los que tienen camuflaje o los de otro color?',
        ],
        tabla: tabla(
          ['Color del insecto de papel', 'Cuántos dejamos', 'Cuántos encontraron en 1 minuto', 'Cuántos quedaron'],
          'Verde',
          'Café',
          'Rojo',
          'Amarillo',
        ),
        materiales: [
          'Cuarenta cuadrados de papel de cuatro colores',
          'Un sector con pasto',
          'Reloj',
          'Bolsas para recoger',
        ],
        pasos: pasos(
          ['Esparcir', 'Un grupo esparce diez papeles de cada color en el pasto; los verdes tienen camuflaje.', 1],
          [
            'Cazar',
            'Otro grupo hace de pájaros que cazan insectos y recoge todos los que vea en un minuto: ¿a cuáles protege el camuflaje?',
            2,
          ],
          [
            'Contar',
            'Cuenten cuántos papeles de cada color sobrevivieron gracias al camuflaje y completen la tabla.',
            2,
          ],
          [
            'Explicar',
            'Expliquen qué color tiene el mejor camuflaje y busquen un animal chileno con esa adaptación.',
            2,
          ],
        ),
        tareas: ['informe_laboratorio', 'trabajo_grupo', 'afiche'],
      },
    ],
  },
  {
    codigo: 'CN04 OA 03',
    criterio: {
      nombre: 'Cadenas alimentarias de ecosistemas chilenos',
      descriptores: [
        'Construye una cadena alimentaria de un ecosistema chileno con productores, consumidores y descomponedores, y explica qué pasa si falta uno.',
        'Construye una cadena alimentaria de un ecosistema chileno con productores y consumidores.',
        'Ordena una cadena alimentaria con un error en el sentido de las flechas.',
        'Todavía no construye una cadena alimentaria.',
      ],
    },
    indicador: {
      tercera: 'Identifica al productor, a los consumidores y a los descomponedores de una cadena alimentaria.',
      primera: 'Identifiqué al productor, a los consumidores y a los descomponedores de una cadena alimentaria.',
    },
    trabajos: [
      {
        id: 'cn04-oa03-cadena-bosque',
        tipo: 'tema',
        titulo: 'Cadenas alimentarias del bosque y del mar de Chile',
        presentacion: [
          'En el bosque del sur, el pudú es un herbívoro que come hojas y el puma es un carnívoro que caza al pudú.',
          'En el mar, el fitoplancton es alimento de la anchoveta, que es alimento del lobo marino.',
          '¿Quién es productor, consumidor o descomponedor en cada cadena alimentaria?',
        ],
        tabla: tabla(
          ['Ser vivo', 'Ecosistema', '¿Productor, consumidor o descomponedor?', '¿De qué se alimenta?'],
          'Pudú',
          'Puma',
          'Anchoveta',
          'Lobo marino',
          'Hongo del bosque',
        ),
        materiales: ['Tarjetas con seres vivos de ecosistemas chilenos', 'Cordel o lana', 'Cartulina', 'Plumones'],
        pasos: pasos(
          [
            'Clasificar',
            'Completen la tabla y separen las tarjetas en productores, consumidores y descomponedores.',
            2,
          ],
          ['Armar la cadena', 'Unan las tarjetas con lana y flechas que apunten hacia quien se alimenta.', 2],
          ['Quitar un eslabón', 'Saquen una tarjeta y expliquen qué pasa con el resto de la cadena alimentaria.', 2],
          ['Presentar', 'Presenten su cadena alimentaria al curso.', 1],
        ),
        tareas: ['afiche', 'maqueta', 'exposicion_oral'],
      },
    ],
  },
  {
    codigo: 'CN04 OA 04',
    criterio: {
      nombre: 'Actividad humana y protección de los ecosistemas de Chile',
      descriptores: [
        'Explica cómo la actividad humana (contaminación, tala, caza, incendios) afecta un ecosistema de Chile y propone medidas como vedas o parques nacionales.',
        'Explica cómo una actividad humana afecta un ecosistema de Chile y propone una medida.',
        'Nombra un daño de la actividad humana, sin proponer medidas.',
        'Todavía no relaciona la actividad humana con los ecosistemas.',
      ],
    },
    indicador: {
      tercera: 'Propone una medida para proteger un ecosistema de Chile dañado por la actividad humana.',
      primera: 'Propuse una medida para proteger un ecosistema de Chile dañado por la actividad humana.',
    },
    trabajos: [
      {
        id: 'cn04-oa04-parque-nacional',
        tipo: 'tema',
        titulo: 'Campaña para proteger un ecosistema chileno',
        presentacion: [
          'Los parques nacionales y las vedas protegen ecosistemas de Chile.',
          'Elijan un ecosistema cercano dañado por la actividad humana y diseñen una campaña para protegerlo.',
        ],
        tabla: tabla(
          ['Ecosistema', 'Daño de la actividad humana', 'Consecuencia para los seres vivos', 'Medida de protección'],
          'Humedal',
          'Bosque nativo',
          'Costa',
        ),
        materiales: [
          'Noticias sobre ecosistemas chilenos',
          'Mapa de parques nacionales de Chile',
          'Cartulina',
          'Plumones',
        ],
        pasos: pasos(
          [
            'Investigar',
            'Lean las noticias y completen la tabla con el daño de la actividad humana en tres ecosistemas de Chile.',
            2,
          ],
          [
            'Elegir',
            'Elijan el ecosistema más cercano a la escuela y su principal daño por contaminación, tala, caza o incendios.',
            1,
          ],
          [
            'Diseñar la campaña',
            'Hagan un afiche con el daño, su efecto y una medida como un parque nacional, una veda o una limpieza.',
            3,
          ],
          ['Presentar', 'Presenten la campaña para proteger el ecosistema a otro curso.', 1],
        ),
        tareas: ['afiche', 'exposicion_oral', 'investigacion', 'debate'],
      },
    ],
  },
  {
    codigo: 'CN04 OA 05',
    criterio: {
      nombre: 'El esqueleto: protección, soporte y movimiento',
      descriptores: [
        'Identifica en un modelo los huesos del esqueleto y explica su función de protección (cráneo, costillas), soporte (columna) y movimiento (pelvis, fémur).',
        'Identifica los huesos principales del esqueleto y la función de dos de ellos.',
        'Nombra algunos huesos del esqueleto, sin explicar su función.',
        'Todavía no reconoce los huesos del esqueleto.',
      ],
    },
    indicador: {
      tercera: 'Señala en un modelo un hueso que protege, uno que sostiene y uno que permite el movimiento.',
      primera: 'Señalé en un modelo un hueso que protege, uno que sostiene y uno que permite el movimiento.',
    },
    trabajos: [
      {
        id: 'cn04-oa05-columna-carretes',
        tipo: 'tema',
        titulo: 'Un modelo de la columna vertebral',
        presentacion: [
          'La columna vertebral está formada por vértebras que sostienen el cuerpo y protegen la médula.',
          '¿Cómo puede doblarse la columna si es de hueso?',
        ],
        tabla: tabla(
          ['Hueso', 'Función: protección, soporte o movimiento', '¿Dónde está?'],
          'Cráneo',
          'Costillas',
          'Columna vertebral',
          'Pelvis',
          'Fémur',
        ),
        materiales: [
          'Carretes de hilo vacíos o tapas perforadas',
          'Trozos de esponja delgada',
          'Cordel',
          'Lámina del esqueleto humano',
        ],
        pasos: pasos(
          ['Completar la tabla', 'Ubiquen los huesos en la lámina del esqueleto y escriban su función.', 2],
          [
            'Construir',
            'Pasen el cordel por carretes y trozos de esponja alternados: son las vértebras y sus discos.',
            3,
          ],
          [
            'Probar',
            'Doblen el modelo y expliquen por qué la columna vertebral se mueve aunque sus huesos son rígidos.',
            1,
          ],
          ['Presentar', 'Presenten el modelo y la función de soporte y protección de la columna vertebral.', 1],
        ),
        tareas: ['maqueta', 'exposicion_oral'],
      },
    ],
  },
  {
    codigo: 'CN04 OA 06',
    criterio: {
      nombre: 'Músculos, huesos, tendones y articulaciones en el movimiento',
      descriptores: [
        'Explica con un modelo cómo músculos, tendones y articulaciones mueven los huesos, y cómo la actividad física cuida este sistema.',
        'Explica con un modelo cómo los músculos mueven los huesos.',
        'Nombra músculos y articulaciones sin explicar cómo producen el movimiento.',
        'Todavía no relaciona los músculos con el movimiento.',
      ],
    },
    indicador: {
      tercera: 'Muestra en un modelo de brazo qué músculo se contrae al doblarlo.',
      primera: 'Mostré en un modelo de brazo qué músculo se contrae al doblarlo.',
    },
    trabajos: [
      {
        id: 'cn04-oa06-modelo-brazo',
        tipo: 'tema',
        titulo: 'Un modelo de brazo que se dobla',
        presentacion: [
          'Para doblar el brazo, el bíceps se contrae y el tríceps se relaja.',
          '¿Cómo podemos mostrar con cartón y elásticos cómo se contraen los músculos?',
        ],
        tabla: tabla(
          ['Movimiento', 'Músculo que se contrae', 'Músculo que se relaja', 'Articulación que se mueve'],
          'Doblar el brazo',
          'Estirar el brazo',
        ),
        materiales: [
          'Dos tiras de cartón grueso',
          'Chinche mariposa',
          'Dos globos largos o elásticos',
          'Cinta adhesiva',
        ],
        pasos: pasos(
          ['Palpar', 'Doblen y estiren su brazo con la otra mano sobre el bíceps y digan cuándo se endurece.', 1],
          [
            'Construir',
            'Unan las tiras con la chinche como articulación del codo y peguen los globos como músculos.',
            3,
          ],
          [
            'Probar',
            'Muevan el modelo y completen la tabla con el músculo que se contrae y la articulación que se mueve.',
            2,
          ],
          [
            'Relacionar',
            'Expliquen por qué la actividad física fortalece los músculos y protege las articulaciones.',
            1,
          ],
        ),
        tareas: ['maqueta', 'exposicion_oral', 'informe_laboratorio'],
      },
    ],
  },
  {
    codigo: 'CN04 OA 07',
    criterio: {
      nombre: 'Sistema nervioso: cerebro, médula y nervios',
      descriptores: [
        'Explica cómo los nervios y la médula espinal conducen la información y cómo el cerebro la procesa para dar una respuesta.',
        'Explica la función del cerebro y de los nervios.',
        'Nombra el cerebro y los nervios, sin explicar su función.',
        'Todavía no reconoce las estructuras del sistema nervioso.',
      ],
    },
    indicador: {
      tercera: 'Describe el recorrido de un estímulo desde un sentido hasta el cerebro y la respuesta.',
      primera: 'Describí el recorrido de un estímulo desde un sentido hasta el cerebro y la respuesta.',
    },
    trabajos: [
      {
        id: 'cn04-oa07-regla-reaccion',
        tipo: 'experimento',
        titulo: '¿Qué tan rápido responde el sistema nervioso?',
        presentacion: [
          'Cuando vemos caer una regla, el ojo capta el estímulo, los nervios llevan el mensaje al cerebro y este ordena atraparla.',
          '¿Responde más rápido el cerebro con práctica?',
        ],
        tabla: tabla(
          ['Intento', 'Centímetros que cayó la regla (mano derecha)', 'Centímetros que cayó la regla (mano izquierda)'],
          '1',
          '2',
          '3',
          '4',
          '5',
        ),
        materiales: ['Regla de 30 cm', 'Hoja de registro', 'Lámina del sistema nervioso'],
        pasos: pasos(
          [
            'Probar',
            'Un compañero suelta la regla sin avisar y el otro la atrapa cuando su cerebro recibe el estímulo; anoten cuántos centímetros cayó.',
            3,
          ],
          [
            'Repetir',
            'Hagan cinco intentos con cada mano y completen la tabla del tiempo de respuesta del sistema nervioso.',
            1,
          ],
          [
            'Explicar',
            'Dibujen el recorrido del mensaje: ojo, nervios, cerebro, médula espinal y músculos de la mano.',
            2,
          ],
          ['Cuidar', 'Propongan dos hábitos para proteger el sistema nervioso, como dormir bien y usar casco.', 1],
        ),
        tareas: ['informe_laboratorio', 'afiche'],
      },
    ],
  },
  {
    codigo: 'CN04 OA 08',
    criterio: {
      nombre: 'Efectos del consumo excesivo de alcohol',
      descriptores: [
        'Explica con información de fuentes confiables cómo el alcohol causa descoordinación, confusión y lentitud, y por qué daña más a niños y jóvenes.',
        'Explica dos efectos del alcohol en el cuerpo con información de una fuente.',
        'Nombra un efecto del alcohol, sin apoyarse en una fuente.',
        'Todavía no reconoce los efectos del alcohol en la salud.',
      ],
    },
    indicador: {
      tercera: 'Cita una fuente confiable al explicar un efecto del alcohol en la salud.',
      primera: 'Cité una fuente confiable al explicar un efecto del alcohol en la salud.',
    },
    trabajos: [
      {
        id: 'cn04-oa08-campana-alcohol',
        tipo: 'fuente',
        titulo: 'Campaña escolar: el alcohol y el cerebro',
        presentacion: [
          'El alcohol hace más lentos los reflejos y causa descoordinación y confusión.',
          'Investiguen en fuentes confiables los efectos del alcohol y preparen una campaña para el colegio.',
        ],
        tabla: tabla(
          ['Efecto del alcohol', '¿Qué órgano afecta?', 'Fuente donde lo encontré'],
          'Descoordinación',
          'Confusión',
          'Lentitud al reaccionar',
          'Daño al hígado',
        ),
        materiales: [
          'Folletos del Ministerio de Salud o de Senda',
          'Cartulina',
          'Plumones',
          'Computador con internet, si hay',
        ],
        pasos: pasos(
          [
            'Investigar',
            'Busquen en los folletos o en sitios oficiales los efectos del alcohol y completen la tabla.',
            3,
          ],
          ['Elegir el mensaje', 'Escriban un mensaje breve y cierto sobre el alcohol para niños de su edad.', 1],
          ['Hacer el afiche', 'Diseñen un afiche con el mensaje, un dato sobre el alcohol y su fuente.', 2],
          ['Presentar', 'Presenten la campaña sobre el alcohol en un acto o en otro curso.', 1],
        ),
        tareas: ['afiche', 'investigacion', 'exposicion_oral'],
      },
    ],
  },
  {
    codigo: 'CN04 OA 09',
    criterio: {
      nombre: 'La materia tiene masa y ocupa un lugar',
      descriptores: [
        'Muestra con experimentos que sólidos, líquidos y gases tienen masa y ocupan un lugar, y mide la masa con balanza y el volumen con probeta.',
        'Muestra con un experimento que la materia tiene masa y ocupa un lugar.',
        'Dice que la materia tiene masa, pero cree que el aire no la tiene.',
        'Todavía no reconoce que la materia tiene masa y ocupa un lugar.',
      ],
    },
    indicador: {
      tercera: 'Demuestra con un experimento que el aire tiene masa y ocupa un lugar.',
      primera: 'Demostré con un experimento que el aire tiene masa y ocupa un lugar.',
    },
    trabajos: [
      {
        id: 'cn04-oa09-aire-masa',
        tipo: 'experimento',
        titulo: '¿El aire tiene masa y ocupa un lugar?',
        presentacion: ['No vemos el aire, pero ¿es materia?', 'Vamos a comprobar si tiene masa y si ocupa un lugar.'],
        tabla: tabla(
          ['Prueba', 'Lo que predije', 'Lo que observé'],
          'Balanza con dos globos desinflados',
          'Balanza con un globo inflado y otro desinflado',
          'Vaso boca abajo con papel en el fondo, hundido en agua',
        ),
        materiales: [
          'Balanza hecha con una percha y dos vasos, o balanza de cocina',
          'Dos globos iguales',
          'Vaso transparente y papel',
          'Recipiente hondo con agua',
        ],
        pasos: pasos(
          ['Predecir', 'Escriban si creen que el aire tiene masa y ocupa un lugar en cada prueba de la tabla.', 1],
          ['Probar la masa', 'Cuelguen los globos desinflados en la balanza, inflen uno y vuelvan a colgarlo.', 2],
          [
            'Probar el lugar',
            'Hundan el vaso boca abajo en el agua y miren si se moja el papel: ¿el aire ocupa un lugar?',
            2,
          ],
          ['Concluir', 'Expliquen por qué el aire es materia: tiene masa y ocupa un lugar.', 2],
        ),
        tareas: ['informe_laboratorio', 'trabajo_grupo'],
      },
    ],
  },
  {
    codigo: 'CN04 OA 10',
    criterio: {
      nombre: 'Estados sólido, líquido y gaseoso',
      descriptores: [
        'Compara los estados sólido, líquido y gaseoso según su capacidad de fluir y de cambiar de forma y de volumen, con ejemplos probados.',
        'Compara los tres estados de la materia según su forma y su volumen.',
        'Distingue sólidos de líquidos, pero no describe los gases.',
        'Todavía no compara los estados de la materia.',
      ],
    },
    indicador: {
      tercera: 'Prueba si un sólido, un líquido o un gas fluye, cambia de forma o se puede comprimir.',
      primera: 'Probé si un sólido, un líquido o un gas fluye, cambia de forma o se puede comprimir.',
    },
    trabajos: [
      {
        id: 'cn04-oa10-jeringas',
        tipo: 'experimento',
        titulo: 'Jeringas con sólido, líquido y gas',
        presentacion: [
          'Los sólidos, los líquidos y los gases se comportan distinto.',
          '¿Cuál se puede comprimir en una jeringa tapada? ¿Cuál toma la forma del recipiente?',
        ],
        tabla: tabla(
          ['Estado', '¿Fluye?', '¿Toma la forma del recipiente?', '¿Se comprime en la jeringa?'],
          'Sólido: plasticina',
          'Líquido: agua',
          'Gas: aire',
        ),
        materiales: ['Tres jeringas sin aguja de 20 mL', 'Plasticina', 'Agua', 'Vasos de distintas formas'],
        pasos: pasos(
          [
            'Llenar',
            'Llenen una jeringa con un sólido, otra con un líquido y otra con un gas, y tapen la punta con el dedo.',
            1,
          ],
          ['Comprimir', 'Empujen el émbolo de cada jeringa y anoten cuál se comprime.', 2],
          [
            'Trasvasijar',
            'Pasen el líquido y el sólido a vasos de distintas formas y miren cuál fluye y cambia de forma.',
            2,
          ],
          ['Concluir', 'Completen la tabla y comparen los tres estados de la materia.', 1],
        ),
        tareas: ['informe_laboratorio', 'trabajo_grupo'],
      },
    ],
  },
  {
    codigo: 'CN04 OA 11',
    criterio: {
      nombre: 'Medición de masa, volumen y temperatura',
      descriptores: [
        'Mide masa, volumen y temperatura con balanza, probeta y termómetro, lee bien las escalas y usa las unidades adecuadas.',
        'Mide masa, volumen y temperatura con un error de lectura o de unidad.',
        'Usa los instrumentos de medición, pero confunde sus unidades.',
        'Todavía no mide con balanza, probeta ni termómetro.',
      ],
    },
    indicador: {
      tercera: 'Lee la probeta a la altura de los ojos y anota el volumen en mililitros.',
      primera: 'Leí la probeta a la altura de los ojos y anoté el volumen en mililitros.',
    },
    trabajos: [
      {
        id: 'cn04-oa11-estaciones-medicion',
        tipo: 'experimento',
        titulo: 'Estaciones de medición',
        presentacion: [
          'En cada estación de la sala hay un instrumento: balanza, probeta o termómetro.',
          '¿Cuánta masa, cuánto volumen y qué temperatura tiene cada muestra? Hay que medir con el instrumento adecuado.',
        ],
        tabla: tabla(
          ['Muestra', 'Masa (g)', 'Volumen (mL)', 'Temperatura (°C)'],
          'Agua de la llave',
          'Agua con hielo',
          'Agua tibia',
          'Piedra',
        ),
        materiales: [
          'Balanza de cocina',
          'Probeta o jarro medidor',
          'Termómetro de laboratorio',
          'Vasos con las muestras',
          'Piedra pequeña',
        ],
        pasos: pasos(
          ['Medir la masa', 'Pongan la balanza en cero y pesen cada muestra en gramos.', 2],
          [
            'Medir el volumen',
            'Midan el volumen de los líquidos en la probeta y el de la piedra por el agua que desplaza.',
            2,
          ],
          [
            'Medir la temperatura',
            'Metan el termómetro en cada líquido, esperen un minuto y lean los grados Celsius.',
            2,
          ],
          ['Revisar', 'Comparen sus mediciones con otro grupo y expliquen las diferencias.', 1],
        ),
        tareas: ['informe_laboratorio', 'trabajo_grupo'],
      },
    ],
  },
  {
    codigo: 'CN04 OA 12',
    criterio: {
      nombre: 'Efectos de las fuerzas en la forma y el movimiento',
      descriptores: [
        'Muestra con experimentos que una fuerza cambia la forma, la rapidez y la dirección del movimiento, y compara fuerzas distintas.',
        'Muestra con un experimento dos efectos de una fuerza.',
        'Describe un efecto de una fuerza sin probarlo.',
        'Todavía no reconoce los efectos de las fuerzas.',
      ],
    },
    indicador: {
      tercera: 'Mide cómo cambia la distancia que recorre un auto de juguete al empujarlo con más fuerza.',
      primera: 'Medí cómo cambia la distancia que recorre un auto de juguete al empujarlo con más fuerza.',
    },
    trabajos: [
      {
        id: 'cn04-oa12-elastico-auto',
        tipo: 'experimento',
        titulo: 'Un lanzador de elástico para un auto de juguete',
        presentacion: [
          'Un elástico más estirado empuja con más fuerza.',
          '¿Cómo cambia la rapidez y la distancia del auto al estirar más el elástico?',
        ],
        tabla: tabla(
          [
            'Estiramiento del elástico (cm)',
            'Distancia intento 1 (cm)',
            'Distancia intento 2 (cm)',
            'Distancia intento 3 (cm)',
            'Promedio',
          ],
          '5',
          '10',
          '15',
        ),
        materiales: [
          'Auto de juguete',
          'Elástico grueso entre dos sillas',
          'Huincha de medir',
          'Cinta adhesiva para marcar',
        ],
        pasos: pasos(
          [
            'Lanzar',
            'Estiren el elástico con el auto a cada largo de la tabla y suéltenlo: más estiramiento es más fuerza.',
            2,
          ],
          ['Medir', 'Midan la distancia que recorre el auto tres veces con cada fuerza y calculen el promedio.', 2],
          [
            'Cambiar la dirección',
            'Empujen el auto en movimiento desde un lado y observen cómo cambia su dirección.',
            1,
          ],
          ['Concluir', 'Expliquen qué efectos tiene la fuerza en el movimiento del auto.', 2],
        ),
        tareas: ['informe_laboratorio', 'trabajo_grupo'],
      },
    ],
  },
  {
    codigo: 'CN04 OA 13',
    criterio: {
      nombre: 'Roce, peso y fuerza magnética',
      descriptores: [
        'Muestra con experimentos el roce, el peso y la fuerza magnética, y explica en qué situaciones son útiles.',
        'Muestra con experimentos dos tipos de fuerza y sus efectos.',
        'Nombra el roce, el peso o el imán, sin relacionarlos con sus efectos.',
        'Todavía no distingue tipos de fuerza.',
      ],
    },
    indicador: {
      tercera: 'Compara el roce de distintas superficies con un mismo objeto.',
      primera: 'Comparé el roce de distintas superficies con un mismo objeto.',
    },
    trabajos: [
      {
        id: 'cn04-oa13-roce-superficies',
        tipo: 'experimento',
        titulo: '¿En qué superficie hay más roce?',
        presentacion: [
          'El roce es una fuerza que se opone al movimiento de un objeto sobre una superficie.',
          '¿Sobre qué superficie cuesta más arrastrar la misma caja, porque hay más roce?',
        ],
        tabla: tabla(
          ['Superficie', 'Elásticos estirados (cm) al arrastrar', '¿Mucho o poco roce?'],
          'Mesa lisa',
          'Lija',
          'Toalla',
          'Papel de aluminio',
        ),
        materiales: [
          'Caja pequeña con peso adentro',
          'Elástico y regla',
          'Lija, toalla y papel de aluminio',
          'Imán y clips para una segunda prueba',
        ],
        pasos: pasos(
          ['Arrastrar', 'Arrastren la caja con el elástico sobre cada superficie y midan cuánto se estira.', 3],
          ['Comparar', 'Completen la tabla y ordenen las superficies de más a menos roce.', 1],
          [
            'Probar el imán',
            'Acerquen el imán a clips a través de papel, cartón y madera, y anoten dónde los atrae.',
            2,
          ],
          ['Explicar', 'Den un ejemplo en que el roce es útil y otro en que conviene disminuirlo.', 1],
        ),
        tareas: ['informe_laboratorio', 'trabajo_grupo'],
      },
    ],
  },
  {
    codigo: 'CN04 OA 14',
    criterio: {
      nombre: 'Diseño de un objeto tecnológico con fuerzas',
      descriptores: [
        'Diseña, construye y mejora un objeto tecnológico que usa una palanca, una polea o un plano inclinado para resolver un problema, y explica qué fuerza aprovecha.',
        'Diseña y construye un objeto tecnológico que usa una máquina simple.',
        'Construye un objeto tecnológico que no funciona, sin proponer mejoras.',
        'Todavía no diseña un objeto tecnológico que use fuerzas.',
      ],
    },
    indicador: {
      tercera: 'Prueba su objeto tecnológico, registra qué falló y mejora el diseño.',
      primera: 'Probé mi objeto tecnológico, registré qué falló y mejoré el diseño.',
    },
    trabajos: [
      {
        id: 'cn04-oa14-catapulta',
        tipo: 'problema',
        titulo: 'Una catapulta de palos de helado',
        presentacion: [
          'Una catapulta es una palanca: la fuerza en un extremo lanza un objeto en el otro.',
          'Diseñen una catapulta que lance una bolita de papel lo más lejos posible.',
        ],
        tabla: tabla(
          [
            'Posición del punto de apoyo',
            'Distancia intento 1 (cm)',
            'Distancia intento 2 (cm)',
            'Distancia intento 3 (cm)',
          ],
          'Cerca de la cuchara',
          'Al medio',
          'Lejos de la cuchara',
        ),
        materiales: [
          'Palos de helado',
          'Elásticos',
          'Tapa de botella como cuchara',
          'Bolitas de papel',
          'Huincha de medir',
        ],
        pasos: pasos(
          ['Diseñar', 'Dibujen su catapulta y marquen el punto de apoyo de la palanca.', 1],
          ['Construir', 'Construyan la palanca de la catapulta con palos de helado y elásticos.', 3],
          ['Probar', 'Lancen la bolita con el punto de apoyo en tres posiciones y completen la tabla.', 2],
          ['Mejorar', 'Cambien el diseño según los datos y expliquen la mejora al curso.', 2],
        ),
        tareas: ['maqueta', 'resolucion_problemas', 'exposicion_oral'],
      },
    ],
  },
  {
    codigo: 'CN04 OA 15',
    criterio: {
      nombre: 'Capas de la Tierra: corteza, manto y núcleo',
      descriptores: [
        'Describe con un modelo la corteza, el manto y el núcleo, y compara su composición, rigidez y temperatura.',
        'Describe con un modelo las capas de la Tierra y compara su temperatura.',
        'Nombra las capas de la Tierra sin describirlas.',
        'Todavía no reconoce las capas de la Tierra.',
      ],
    },
    indicador: {
      tercera: 'Construye un modelo de las capas de la Tierra con el grosor relativo de cada una.',
      primera: 'Construí un modelo de las capas de la Tierra con el grosor relativo de cada una.',
    },
    trabajos: [
      {
        id: 'cn04-oa15-modelo-capas',
        tipo: 'tema',
        titulo: 'La Tierra por dentro, en plasticina',
        presentacion: [
          'Bajo nuestros pies están la corteza, el manto y el núcleo.',
          '¿Cómo es cada capa de la Tierra y qué tan gruesa es?',
        ],
        tabla: tabla(
          ['Capa', 'Grosor aproximado (km)', '¿Sólida o plástica?', 'Temperatura'],
          'Corteza',
          'Manto',
          'Núcleo externo',
          'Núcleo interno',
        ),
        materiales: [
          'Plasticina de cuatro colores',
          'Hilo dental para cortar',
          'Tarjetas con datos de las capas',
          'Regla',
        ],
        pasos: pasos(
          ['Leer los datos', 'Lean las tarjetas y completen la tabla de las capas de la Tierra.', 2],
          [
            'Modelar',
            'Hagan una bolita para el núcleo interno y cúbranla con capas para el núcleo externo, el manto y la corteza.',
            3,
          ],
          ['Cortar', 'Corten el modelo por la mitad con el hilo y comparen el grosor de cada capa.', 1],
          ['Presentar', 'Expliquen en qué capa vivimos y cuál es la más caliente.', 1],
        ),
        tareas: ['maqueta', 'exposicion_oral'],
      },
    ],
  },
  {
    codigo: 'CN04 OA 16',
    criterio: {
      nombre: 'Placas tectónicas, sismos, tsunamis y volcanes',
      descriptores: [
        'Explica con un modelo cómo el movimiento de las placas tectónicas produce sismos, tsunamis y erupciones, y por qué son frecuentes en Chile.',
        'Explica que los sismos y las erupciones ocurren por el movimiento de las placas.',
        'Nombra sismos y volcanes, sin relacionarlos con las placas tectónicas.',
        'Todavía no explica por qué ocurren los sismos.',
      ],
    },
    indicador: {
      tercera: 'Muestra con un modelo el choque de la placa de Nazca con la placa Sudamericana.',
      primera: 'Mostré con un modelo el choque de la placa de Nazca con la placa Sudamericana.',
    },
    trabajos: [
      {
        id: 'cn04-oa16-placas-galletas',
        tipo: 'experimento',
        titulo: 'Placas que chocan: un modelo con cartón y arena',
        presentacion: [
          'Frente a Chile, la placa de Nazca se hunde bajo la placa Sudamericana.',
          '¿Qué pasa en la superficie cuando dos placas tectónicas chocan?',
        ],
        tabla: tabla(
          ['Movimiento de las placas', 'Lo que pasa en el modelo', 'Fenómeno real'],
          'Una placa se hunde bajo otra',
          'Dos placas se separan',
          'Dos placas se deslizan de lado',
        ),
        materiales: [
          'Dos trozos de cartón de distinto color',
          'Bandeja con arena húmeda',
          'Mapa de placas tectónicas',
          'Mapa de volcanes de Chile',
        ],
        pasos: pasos(
          ['Observar el mapa', 'Marquen en el mapa dónde están las placas, los volcanes y los sismos de Chile.', 2],
          [
            'Modelar',
            'Empujen un cartón bajo el otro sobre la arena, como una placa bajo otra, y observen qué pasa con la superficie.',
            2,
          ],
          ['Registrar', 'Completen la tabla con cada movimiento de las placas.', 1],
          ['Explicar', 'Expliquen por qué en Chile hay tantos sismos, volcanes y riesgo de tsunami.', 2],
        ),
        tareas: ['maqueta', 'informe_laboratorio', 'exposicion_oral'],
      },
    ],
  },
  {
    codigo: 'CN04 OA 17',
    criterio: {
      nombre: 'Prevención y seguridad ante desastres naturales',
      descriptores: [
        'Propone un plan de emergencia con zona de seguridad, vías de evacuación y mochila de emergencia para la escuela, la calle y el hogar.',
        'Propone medidas de prevención para un sismo o un tsunami en la escuela o el hogar.',
        'Nombra una medida de seguridad, sin ordenarla en un plan de emergencia.',
        'Todavía no propone medidas de prevención ante desastres.',
      ],
    },
    indicador: {
      tercera: 'Sigue la vía de evacuación hasta la zona de seguridad en un simulacro.',
      primera: 'Seguí la vía de evacuación hasta la zona de seguridad en un simulacro.',
    },
    trabajos: [
      {
        id: 'cn04-oa17-plan-emergencia',
        tipo: 'tema',
        titulo: 'Plan de emergencia de nuestra sala',
        presentacion: [
          'Chile es un país con sismos y tsunamis: prepararse es parte de una cultura preventiva.',
          '¿Qué hacemos en la sala, en la calle y en la casa durante un sismo?',
        ],
        tabla: tabla(
          ['Lugar', 'Qué hacer durante el sismo', 'Zona de seguridad', 'Qué llevar'],
          'Sala de clases',
          'Patio',
          'Calle',
          'Casa',
        ),
        materiales: ['Plano de la escuela', 'Cronómetro', 'Lista de la mochila de emergencia', 'Cartulina'],
        pasos: pasos(
          ['Recorrer', 'Recorran la escuela y marquen en el plano las vías de evacuación y la zona de seguridad.', 2],
          ['Practicar', 'Hagan un simulacro y midan cuánto tardan en llegar a la zona de seguridad.', 2],
          ['Planificar', 'Completen la tabla y armen la lista de una mochila de emergencia para la casa.', 2],
          ['Comunicar', 'Presenten el plan de emergencia a sus familias en un afiche.', 1],
        ),
        tareas: ['afiche', 'exposicion_oral', 'dramatizacion', 'trabajo_grupo'],
      },
    ],
  },
]
