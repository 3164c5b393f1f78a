/**
 * Ciencias Naturales, 5° and 6° Básico: for every OA, the rubric's content criterion, the scale's indicator and
 * a practical work for students of ten to twelve (experiments with a variable to change and a data table,
 * models of the body's systems, investigations in sources). Schema: `oaInstrumentos` in `../tareas/schema.ts`.
 */
import type { OaInstrumentos } from '../tareas/schema'
import { pasos, tabla } from './instrumentos-define'

export const instrumentosB56: readonly OaInstrumentos[] = [
  // ——— 5° Básico ———
  {
    codigo: 'CN05 OA 01',
    criterio: {
      nombre: 'Células, tejidos, órganos y sistemas',
      descriptores: [
        'Explica que los seres vivos están formados por células y ordena los niveles de organización (célula, tejido, órgano, sistema, organismo) con ejemplos propios.',
        'Ordena los niveles de organización desde la célula hasta el organismo.',
        'Reconoce la célula, pero confunde tejido, órgano y sistema.',
        'Todavía no reconoce que los seres vivos están formados por células.',
      ],
    },
    indicador: {
      tercera: 'Dibuja las células que observa al microscopio y dice qué tejido forman.',
      primera: 'Dibujé las células que observé al microscopio y dije qué tejido forman.',
    },
    trabajos: [
      {
        id: 'cn05-oa01-celulas-cebolla',
        tipo: 'experimento',
        titulo: 'Células de cebolla al microscopio',
        presentacion: [
          'La capa delgada de una cebolla es un tejido formado por muchas células.',
          '¿Cómo son esas células? ¿En qué se parecen a las de nuestra mejilla?',
        ],
        tabla: tabla(
          ['Muestra', 'Forma de las células', '¿Se ve el núcleo?', 'Dibujo a 100 aumentos'],
          'Capa de cebolla',
          'Mejilla (con un palito con algodón)',
        ),
        materiales: [
          'Microscopio o lupa potente',
          'Portaobjetos y cubreobjetos',
          'Cebolla',
          'Palitos con algodón',
          'Cuentagotas con agua y tintura de yodo',
        ],
        pasos: pasos(
          [
            'Preparar',
            'Saquen la capa delgada de la cebolla, un tejido vegetal, con una pinza y pónganla en el portaobjetos con una gota de tinte.',
            2,
          ],
          ['Observar', 'Miren la muestra al microscopio y dibujen las células con su núcleo.', 3],
          ['Comparar', 'Repitan con células de la mejilla y completen la tabla.', 2],
          [
            'Ordenar',
            'Hagan un esquema de los niveles de organización del cuerpo: célula, tejido, órgano, sistema y organismo.',
            1,
          ],
        ),
        tareas: ['informe_laboratorio', 'afiche'],
      },
    ],
  },
  {
    codigo: 'CN05 OA 02',
    criterio: {
      nombre: 'Sistema digestivo: digestión, absorción y eliminación',
      descriptores: [
        'Describe con un modelo el recorrido del alimento por el sistema digestivo y explica la digestión, la absorción de nutrientes y la eliminación de desechos.',
        'Describe el recorrido del alimento por el sistema digestivo y la función de tres órganos.',
        'Nombra órganos del sistema digestivo sin ordenar el recorrido del alimento.',
        'Todavía no reconoce las estructuras del sistema digestivo.',
      ],
    },
    indicador: {
      tercera: 'Explica qué le ocurre al alimento en la boca, el estómago y el intestino delgado.',
      primera: 'Expliqué qué le ocurre al alimento en la boca, el estómago y el intestino delgado.',
    },
    trabajos: [
      {
        id: 'cn05-oa02-modelo-digestivo',
        tipo: 'experimento',
        titulo: 'Un modelo del sistema digestivo con una bolsa y una media',
        presentacion: [
          'En la boca los dientes trituran el alimento, en el estómago se mezcla con jugos y en el intestino se absorben los nutrientes.',
          '¿Podemos imitar la digestión con materiales de la sala?',
        ],
        tabla: tabla(
          ['Parte del modelo', 'Órgano que representa', 'Qué le pasa al alimento'],
          'Mortero o tenedor',
          'Bolsa con agua y vinagre',
          'Media de nailon',
          'Vaso que recoge el líquido',
        ),
        materiales: ['Galletas', 'Tenedor', 'Bolsa con cierre', 'Agua y vinagre', 'Media de nailon', 'Vaso'],
        pasos: pasos(
          ['Masticar', 'Trituren las galletas con el tenedor, como los dientes en la boca.', 1],
          ['Mezclar', 'Pónganlas en la bolsa con agua y vinagre y apriétenla, como el estómago con sus jugos.', 2],
          [
            'Absorber',
            'Pasen la mezcla por la media sobre el vaso: el líquido que sale son los nutrientes que absorbe el intestino delgado.',
            2,
          ],
          [
            'Explicar',
            'Completen la tabla y expliquen qué queda en la media y cómo se elimina en el intestino grueso.',
            2,
          ],
        ),
        tareas: ['maqueta', 'informe_laboratorio', 'exposicion_oral'],
      },
    ],
  },
  {
    codigo: 'CN05 OA 03',
    criterio: {
      nombre: 'Sistema respiratorio: inspiración, espiración e intercambio gaseoso',
      descriptores: [
        'Explica con un modelo la inspiración y la espiración, el papel del diafragma y el intercambio de oxígeno y dióxido de carbono en los alvéolos.',
        'Explica con un modelo la inspiración y la espiración, y nombra la tráquea, los bronquios y los pulmones.',
        'Nombra los pulmones y la tráquea, sin explicar cómo entra y sale el aire.',
        'Todavía no reconoce las estructuras del sistema respiratorio.',
      ],
    },
    indicador: {
      tercera: 'Muestra en un modelo cómo el diafragma hace entrar el aire a los pulmones.',
      primera: 'Mostré en un modelo cómo el diafragma hace entrar el aire a los pulmones.',
    },
    trabajos: [
      {
        id: 'cn05-oa03-pulmon-botella',
        tipo: 'experimento',
        titulo: 'Un pulmón en una botella',
        presentacion: [
          'Al bajar el diafragma, el aire entra a los pulmones: es la inspiración.',
          '¿Cómo cambia nuestra respiración después de hacer ejercicio?',
        ],
        tabla: tabla(
          ['Momento', 'Respiraciones en un minuto', 'Lo que pasa en el modelo'],
          'En reposo',
          'Después de saltar un minuto',
          'Después de descansar dos minutos',
        ),
        materiales: [
          'Botella plástica cortada por la mitad',
          'Dos globos pequeños y uno grande',
          'Bombilla en forma de Y o dos bombillas',
          'Plasticina',
          'Reloj',
        ],
        pasos: pasos(
          [
            'Construir',
            'Pongan los globos pequeños, que son los pulmones, en las bombillas dentro de la botella y cubran la base con el globo grande, que es el diafragma.',
            3,
          ],
          [
            'Probar el modelo',
            'Tiren el globo de la base hacia abajo y expliquen qué representa y por qué se inflan los pulmones.',
            2,
          ],
          ['Medir', 'Cuenten sus respiraciones en un minuto en reposo y después del ejercicio.', 2],
          ['Explicar', 'Expliquen por qué respiramos más rápido al hacer ejercicio y qué ocurre en los alvéolos.', 1],
        ),
        tareas: ['maqueta', 'informe_laboratorio', 'exposicion_oral'],
      },
    ],
  },
  {
    codigo: 'CN05 OA 04',
    criterio: {
      nombre: 'Sistema circulatorio: corazón, vasos sanguíneos y sangre',
      descriptores: [
        'Explica cómo el corazón, las arterias, las venas y los capilares transportan oxígeno, nutrientes y dióxido de carbono, con datos de su pulso.',
        'Explica cómo el sistema circulatorio transporta oxígeno y nutrientes.',
        'Nombra el corazón y la sangre, sin explicar qué transportan.',
        'Todavía no reconoce las estructuras del sistema circulatorio.',
      ],
    },
    indicador: {
      tercera: 'Toma su pulso y relaciona el cambio de los latidos con el trabajo del corazón.',
      primera: 'Tomé mi pulso y relacioné el cambio de los latidos con el trabajo del corazón.',
    },
    trabajos: [
      {
        id: 'cn05-oa04-pulso',
        tipo: 'experimento',
        titulo: 'El pulso antes y después del ejercicio',
        presentacion: [
          'El corazón bombea sangre por las arterias y la sangre vuelve por las venas.',
          '¿Cómo cambia el pulso cuando los músculos necesitan más oxígeno?',
        ],
        tabla: tabla(
          ['Actividad', 'Pulso en 15 segundos', 'Latidos por minuto (× 4)'],
          'Sentado',
          'Caminando dos minutos',
          'Saltando un minuto',
          'Dos minutos de descanso',
        ),
        materiales: ['Reloj con segundero', 'Hoja de registro', 'Lámina del sistema circulatorio'],
        pasos: pasos(
          ['Tomar el pulso', 'Pongan dos dedos en la muñeca o en el cuello y cuenten los latidos en 15 segundos.', 2],
          ['Hacer ejercicio', 'Repitan después de cada actividad de la tabla y calculen los latidos por minuto.', 2],
          ['Graficar', 'Hagan un gráfico de barras del pulso en cada actividad.', 2],
          ['Explicar', 'Expliquen por qué sube el pulso y qué transporta la sangre a los músculos.', 1],
        ),
        tareas: ['informe_laboratorio', 'afiche'],
      },
    ],
  },
  {
    codigo: 'CN05 OA 05',
    criterio: {
      nombre: 'Alimentación diaria: variedad, porciones y frecuencia',
      descriptores: [
        'Analiza su alimentación diaria según variedad, porciones y frecuencia, y reconoce los alimentos que sirven para crecer, reparar el cuerpo y moverse.',
        'Analiza su alimentación diaria según la variedad y las porciones.',
        'Registra lo que come sin analizar sus porciones ni su variedad.',
        'Todavía no reconoce qué alimentos necesita el cuerpo.',
      ],
    },
    indicador: {
      tercera: 'Propone un cambio en su alimentación diaria a partir de su registro de porciones.',
      primera: 'Propuse un cambio en mi alimentación diaria a partir de mi registro de porciones.',
    },
    trabajos: [
      {
        id: 'cn05-oa05-diario-alimentacion',
        tipo: 'problema',
        titulo: 'Mi diario de alimentación de tres días',
        presentacion: [
          'Una alimentación saludable tiene variedad, porciones adecuadas y comidas a sus horas.',
          'Registra lo que comes durante tres días y analiza tu alimentación.',
        ],
        tabla: tabla(
          [
            'Comida',
            'Alimentos',
            'Porciones de frutas y verduras',
            'Alimentos para crecer y reparar',
            'Alimentos para moverse',
          ],
          'Desayuno',
          'Almuerzo',
          'Once',
          'Colaciones',
        ),
        materiales: ['Hoja de registro de tres días', 'Guía de porciones recomendadas', 'Lápices de colores'],
        pasos: pasos(
          ['Registrar', 'Anoten durante tres días todos los alimentos que comen y sus porciones.', 3],
          ['Clasificar', 'Pinten cada alimento según sirva para crecer, reparar el cuerpo o moverse.', 2],
          ['Analizar', 'Comparen sus porciones con la guía y digan qué falta o sobra en su alimentación.', 2],
          ['Proponer', 'Escriban un cambio posible en su alimentación para la próxima semana.', 1],
        ),
        tareas: ['investigacion', 'afiche', 'resolucion_problemas'],
      },
    ],
  },
  {
    codigo: 'CN05 OA 06',
    criterio: {
      nombre: 'Daños del humo del tabaco',
      descriptores: [
        'Explica con información de fuentes confiables cómo el humo del tabaco daña los sistemas respiratorio y circulatorio, y cómo afecta al fumador pasivo.',
        'Explica un daño del tabaco en los pulmones o en el corazón, con una fuente.',
        'Dice que fumar hace mal, sin explicar qué daña el tabaco.',
        'Todavía no reconoce los daños del tabaco.',
      ],
    },
    indicador: {
      tercera: 'Comunica un daño del humo del tabaco con un dato de una fuente confiable.',
      primera: 'Comuniqué un daño del humo del tabaco con un dato de una fuente confiable.',
    },
    trabajos: [
      {
        id: 'cn05-oa06-algodon-humo',
        tipo: 'fuente',
        titulo: 'Investigación: lo que el humo del tabaco deja en los pulmones',
        presentacion: [
          'El humo del tabaco tiene nicotina, alquitrán y monóxido de carbono.',
          'Investiguen en fuentes confiables qué daños causa el tabaco en los pulmones, el corazón y los vasos sanguíneos.',
        ],
        tabla: tabla(
          ['Sustancia del humo del tabaco', 'Órgano que daña', 'Efecto', 'Fuente'],
          'Nicotina',
          'Alquitrán',
          'Monóxido de carbono',
        ),
        materiales: [
          'Folletos del Ministerio de Salud',
          'Fotos de pulmones sanos y de fumador',
          'Cartulina',
          'Plumones',
        ],
        pasos: pasos(
          ['Investigar', 'Lean las fuentes y completen la tabla con los daños del tabaco.', 3],
          ['Comparar', 'Comparen las fotos de pulmones y describan qué cambia en un fumador.', 1],
          ['Crear', 'Hagan un afiche para proteger a los fumadores pasivos de la casa y del auto.', 2],
          ['Presentar', 'Presenten el afiche con un dato sobre el tabaco y su fuente.', 1],
        ),
        tareas: ['investigacion', 'afiche', 'exposicion_oral', 'debate'],
      },
    ],
  },
  {
    codigo: 'CN05 OA 07',
    criterio: {
      nombre: 'Microorganismos beneficiosos y dañinos',
      descriptores: [
        'Distingue bacterias, virus y hongos beneficiosos y dañinos con ejemplos, y propone medidas de higiene para prevenir enfermedades.',
        'Da ejemplos de microorganismos beneficiosos y dañinos.',
        'Nombra bacterias o virus solo como causantes de enfermedades.',
        'Todavía no reconoce los microorganismos.',
      ],
    },
    indicador: {
      tercera: 'Explica con su experimento qué condiciones favorecen el crecimiento de hongos o levaduras.',
      primera: 'Expliqué con mi experimento qué condiciones favorecen el crecimiento de hongos o levaduras.',
    },
    trabajos: [
      {
        id: 'cn05-oa07-levadura-globo',
        tipo: 'experimento',
        titulo: 'La levadura infla un globo',
        presentacion: [
          'La levadura es un hongo microscópico que usamos para hacer pan.',
          '¿La levadura produce más gas con agua tibia y azúcar que con agua fría?',
        ],
        tabla: tabla(
          ['Botella', 'Contorno del globo a los 10 min (cm)', 'A los 20 min (cm)', 'A los 30 min (cm)'],
          'Agua tibia con azúcar',
          'Agua fría con azúcar',
          'Agua tibia sin azúcar',
        ),
        materiales: [
          'Tres botellas pequeñas',
          'Tres globos',
          'Levadura seca',
          'Azúcar',
          'Agua tibia y fría',
          'Huincha de medir',
        ],
        pasos: pasos(
          [
            'Preparar',
            'Pongan una cucharadita de levadura en cada botella con el agua y el azúcar de la tabla, y tapen con un globo.',
            2,
          ],
          [
            'Medir',
            'Midan el contorno de cada globo cada diez minutos: el gas que lo infla lo produce la levadura.',
            3,
          ],
          ['Concluir', 'Expliquen qué necesita la levadura para crecer y por qué es un microorganismo beneficioso.', 2],
          ['Relacionar', 'Propongan dos medidas de higiene para evitar microorganismos dañinos en la cocina.', 1],
        ),
        tareas: ['informe_laboratorio', 'trabajo_grupo'],
      },
    ],
  },
  {
    codigo: 'CN05 OA 08',
    criterio: {
      nombre: 'Transformaciones de la energía eléctrica',
      descriptores: [
        'Explica en qué formas se transforma la energía eléctrica en artefactos de la casa (calor, luz, sonido, movimiento) y relata el aporte de un científico.',
        'Explica en qué forma se transforma la energía eléctrica en dos artefactos.',
        'Nombra artefactos eléctricos sin decir en qué se transforma la electricidad.',
        'Todavía no reconoce transformaciones de la energía eléctrica.',
      ],
    },
    indicador: {
      tercera: 'Clasifica artefactos según la forma en que transforman la electricidad.',
      primera: 'Clasifiqué artefactos según la forma en que transforman la electricidad.',
    },
    trabajos: [
      {
        id: 'cn05-oa08-artefactos-casa',
        tipo: 'tema',
        titulo: 'La electricidad en mi casa: ¿en qué se transforma?',
        presentacion: [
          'Una plancha, una ampolleta, un parlante y un ventilador usan electricidad.',
          '¿En qué forma de energía se transforma la electricidad en cada uno?',
        ],
        tabla: tabla(
          ['Artefacto', '¿Calor, luz, sonido o movimiento?', '¿Qué parte se pierde como calor?'],
          'Hervidor',
          'Ampolleta',
          'Radio',
          'Ventilador',
          'Televisor',
        ),
        materiales: ['Lista de artefactos de la casa', 'Fichas sobre Volta, Edison y Faraday', 'Cartulina', 'Plumones'],
        pasos: pasos(
          ['Registrar', 'Anoten diez artefactos eléctricos de su casa y completen la tabla.', 2],
          ['Clasificar', 'Agrupen los artefactos según la energía en que transforman la electricidad.', 2],
          ['Investigar', 'Lean la ficha de un científico y escriban qué aportó al estudio de la electricidad.', 2],
          ['Presentar', 'Presenten un afiche con la clasificación y el aporte del científico.', 1],
        ),
        tareas: ['afiche', 'investigacion', 'exposicion_oral'],
      },
    ],
  },
  {
    codigo: 'CN05 OA 09',
    criterio: {
      nombre: 'Circuito eléctrico simple',
      descriptores: [
        'Arma un circuito eléctrico con pila, cables, ampolleta e interruptor, explica el paso de la corriente y lo usa para resolver un problema.',
        'Arma un circuito eléctrico simple que funciona y nombra sus partes.',
        'Arma un circuito que no enciende y no encuentra la falla.',
        'Todavía no arma un circuito eléctrico.',
      ],
    },
    indicador: {
      tercera: 'Abre y cierra el circuito con el interruptor y explica por qué se apaga la ampolleta.',
      primera: 'Abrí y cerré el circuito con el interruptor y expliqué por qué se apaga la ampolleta.',
    },
    trabajos: [
      {
        id: 'cn05-oa09-alarma-puerta',
        tipo: 'problema',
        titulo: 'Una alarma para la puerta de la sala',
        presentacion: [
          'Queremos un circuito que avise cuándo alguien abre la puerta de la sala.',
          'Diseñen un circuito eléctrico con una pila, cables, una ampolleta o un timbre y un interruptor hecho con clips.',
        ],
        tabla: tabla(
          ['Prueba', '¿Circuito abierto o cerrado?', '¿Enciende la ampolleta?', 'Falla y arreglo'],
          'Puerta cerrada',
          'Puerta abierta',
          'Con la pila al revés',
        ),
        materiales: [
          'Pila de 4,5 V',
          'Cables con caimanes',
          'Ampolleta pequeña con portalámparas o timbre',
          'Clips y cartón',
          'Cinta aislante',
        ],
        pasos: pasos(
          ['Armar', 'Armen un circuito simple que encienda la ampolleta.', 2],
          ['Diseñar el interruptor', 'Hagan un interruptor con clips que cierre el circuito al abrir la puerta.', 3],
          ['Probar', 'Prueben la alarma, abriendo y cerrando el circuito, y completen la tabla.', 2],
          ['Explicar', 'Dibujen el circuito y expliquen por dónde circula la corriente.', 1],
        ),
        tareas: ['maqueta', 'resolucion_problemas', 'informe_laboratorio'],
      },
    ],
  },
  {
    codigo: 'CN05 OA 10',
    criterio: {
      nombre: 'Conductores y aislantes de la electricidad',
      descriptores: [
        'Clasifica materiales en conductores y aislantes con un circuito de prueba y lo relaciona con el uso seguro de la instalación eléctrica.',
        'Clasifica materiales en conductores y aislantes con un circuito de prueba.',
        'Clasifica algunos materiales como conductores o aislantes, sin probarlos.',
        'Todavía no distingue conductores de aislantes.',
      ],
    },
    indicador: {
      tercera: 'Explica por qué los cables tienen cobre adentro y plástico aislante afuera.',
      primera: 'Expliqué por qué los cables tienen cobre adentro y plástico aislante afuera.',
    },
    trabajos: [
      {
        id: 'cn05-oa10-circuito-prueba',
        tipo: 'experimento',
        titulo: '¿Qué materiales son conductores?',
        presentacion: [
          'Un material conductor deja pasar la corriente; uno aislante no.',
          'Con un circuito de prueba, ¿qué materiales conducen la electricidad y encienden la ampolleta?',
        ],
        tabla: tabla(
          ['Material', '¿Enciende la ampolleta?', '¿Conductor o aislante?'],
          'Clip de metal',
          'Lápiz de madera',
          'Papel de aluminio',
          'Goma de borrar',
          'Mina de grafito',
          'Bombilla plástica',
        ),
        materiales: [
          'Pila de 4,5 V',
          'Tres cables con caimanes',
          'Ampolleta con portalámparas',
          'Objetos de distintos materiales',
        ],
        pasos: pasos(
          [
            'Armar el circuito de prueba',
            'Dejen dos caimanes sueltos para poner entre ellos cada material y ver si es conductor.',
            1,
          ],
          [
            'Probar',
            'Pongan cada objeto entre los caimanes y anoten si conduce la corriente y enciende la ampolleta.',
            3,
          ],
          ['Clasificar', 'Separen los materiales en conductores y aislantes.', 1],
          [
            'Relacionar',
            'Expliquen tres reglas para usar seguro los enchufes y la instalación eléctrica de la casa.',
            2,
          ],
        ),
        tareas: ['informe_laboratorio', 'afiche'],
      },
    ],
  },
  {
    codigo: 'CN05 OA 11',
    criterio: {
      nombre: 'Importancia de la electricidad y su ahorro',
      descriptores: [
        'Explica la importancia de la electricidad en la vida diaria, calcula el consumo eléctrico de su casa y propone medidas para ahorrar.',
        'Explica la importancia de la electricidad y propone medidas para ahorrar.',
        'Propone una medida de ahorro sin explicar por qué ahorra electricidad.',
        'Todavía no propone medidas para ahorrar electricidad.',
      ],
    },
    indicador: {
      tercera: 'Lee una boleta de la luz y propone cómo bajar el consumo eléctrico.',
      primera: 'Leí una boleta de la luz y propuse cómo bajar el consumo eléctrico.',
    },
    trabajos: [
      {
        id: 'cn05-oa11-boleta-luz',
        tipo: 'problema',
        titulo: 'Detectives del consumo eléctrico',
        presentacion: [
          'La boleta de la luz muestra el consumo eléctrico de la casa en kWh.',
          '¿En qué meses se consume más y cómo podríamos ahorrar?',
        ],
        tabla: tabla(['Mes', 'Consumo (kWh)', '¿Por qué sube o baja?'], 'Enero', 'Abril', 'Julio', 'Octubre'),
        materiales: [
          'Boletas de la luz reales o de ejemplo',
          'Lista de artefactos con su potencia',
          'Calculadora',
          'Cartulina',
        ],
        pasos: pasos(
          [
            'Leer la boleta',
            'Busquen en la boleta de la luz el consumo eléctrico de cada mes y completen la tabla.',
            2,
          ],
          ['Analizar', 'Expliquen por qué el consumo eléctrico sube en invierno.', 2],
          ['Proponer', 'Propongan cinco medidas de ahorro de electricidad para la casa y la escuela.', 2],
          ['Comunicar', 'Hagan un afiche con las medidas de ahorro de electricidad para la sala.', 1],
        ),
        tareas: ['resolucion_problemas', 'afiche', 'exposicion_oral'],
      },
    ],
  },
  {
    codigo: 'CN05 OA 12',
    criterio: {
      nombre: 'Distribución del agua dulce y salada en la Tierra',
      descriptores: [
        'Describe cómo se distribuye el agua dulce y salada (océanos, glaciares, aguas subterráneas, ríos, lagos) y explica con datos por qué el agua dulce es escasa.',
        'Describe dónde está el agua dulce y el agua salada de la Tierra.',
        'Sabe que hay agua dulce y salada, sin comparar sus cantidades.',
        'Todavía no describe la distribución del agua en la Tierra.',
      ],
    },
    indicador: {
      tercera: 'Representa con vasos de agua la proporción de agua dulce y salada de la Tierra.',
      primera: 'Representé con vasos de agua la proporción de agua dulce y salada de la Tierra.',
    },
    trabajos: [
      {
        id: 'cn05-oa12-agua-vasos',
        tipo: 'experimento',
        titulo: 'Toda el agua de la Tierra en un balde',
        presentacion: [
          'Si toda el agua de la Tierra fueran 10 litros, casi toda sería agua salada de los océanos.',
          '¿Cuánta agua dulce quedaría para beber?',
        ],
        tabla: tabla(
          ['Lugar', 'Porcentaje del agua de la Tierra', 'Mililitros de 10 litros'],
          'Océanos (agua salada)',
          'Glaciares',
          'Aguas subterráneas',
          'Ríos y lagos',
        ),
        materiales: [
          'Balde con 10 litros de agua',
          'Probeta o jarro medidor',
          'Vasos transparentes',
          'Cuentagotas',
          'Sal y colorante azul',
        ],
        pasos: pasos(
          [
            'Calcular',
            'Calculen cuántos mililitros de agua dulce o salada le corresponden a cada lugar y completen la tabla.',
            2,
          ],
          ['Representar', 'Separen del balde el agua de los glaciares, las aguas subterráneas y los ríos y lagos.', 2],
          ['Comparar', 'Comparen el agua dulce líquida con el agua salada del balde.', 1],
          ['Concluir', 'Expliquen por qué el agua dulce es escasa y dónde están las reservas de Chile.', 2],
        ),
        tareas: ['informe_laboratorio', 'maqueta', 'exposicion_oral'],
      },
    ],
  },
  {
    codigo: 'CN05 OA 13',
    criterio: {
      nombre: 'Océanos y lagos: profundidad, mareas y corrientes',
      descriptores: [
        'Describe cómo cambian la luz, la temperatura y la presión con la profundidad del océano, y explica olas, mareas y la corriente de Humboldt.',
        'Describe cambios con la profundidad del océano y nombra olas, mareas y corrientes.',
        'Nombra olas y mareas, sin describir el océano en profundidad.',
        'Todavía no describe los océanos y lagos.',
      ],
    },
    indicador: {
      tercera: 'Explica con su modelo por qué el agua fría y el agua tibia forman corrientes en el océano.',
      primera: 'Expliqué con mi modelo por qué el agua fría y el agua tibia forman corrientes en el océano.',
    },
    trabajos: [
      {
        id: 'cn05-oa13-corrientes-hielo',
        tipo: 'experimento',
        titulo: 'Corrientes marinas en una bandeja',
        presentacion: [
          'La corriente de Humboldt trae agua fría por la costa de Chile.',
          '¿Qué hace el agua fría cuando llega a un mar de agua tibia?',
        ],
        tabla: tabla(['Minuto', 'Dónde está el agua fría azul', 'Dónde está el agua tibia roja'], '1', '3', '5'),
        materiales: [
          'Bandeja o fuente transparente',
          'Agua tibia',
          'Cubos de hielo con colorante azul',
          'Colorante rojo',
          'Cuentagotas',
        ],
        pasos: pasos(
          [
            'Preparar',
            'Llenen la bandeja con agua tibia, como un océano, y pongan un cubo de hielo azul en un extremo.',
            1,
          ],
          ['Agregar', 'Echen gotas de colorante rojo en el otro extremo del océano de la bandeja.', 1],
          ['Observar', 'Dibujen cada minuto cómo se forman corrientes marinas de agua fría y de agua tibia.', 3],
          ['Explicar', 'Relacionen lo observado con la corriente de Humboldt y el fenómeno de El Niño.', 2],
        ),
        tareas: ['informe_laboratorio', 'maqueta'],
      },
    ],
  },
  {
    codigo: 'CN05 OA 14',
    criterio: {
      nombre: 'Efectos humanos en océanos, lagos, ríos y glaciares',
      descriptores: [
        'Explica efectos positivos y negativos de la actividad humana en océanos, lagos, ríos y glaciares, y comunica acciones para proteger las reservas de agua de Chile.',
        'Explica un efecto negativo de la actividad humana en el agua y propone una acción para protegerla.',
        'Nombra la contaminación del agua, sin relacionarla con una actividad humana.',
        'Todavía no relaciona la actividad humana con el cuidado del agua.',
      ],
    },
    indicador: {
      tercera: 'Propone una acción para proteger un río, un lago o un glaciar de su región.',
      primera: 'Propuse una acción para proteger un río, un lago o un glaciar de mi región.',
    },
    trabajos: [
      {
        id: 'cn05-oa14-filtro-agua',
        tipo: 'experimento',
        titulo: '¿Se limpia fácil el agua contaminada?',
        presentacion: [
          'Cuando botamos aceite o basura a un río, la contaminación cuesta mucho de limpiar.',
          '¿Cuánto de la contaminación saca un filtro de arena y carbón?',
        ],
        tabla: tabla(
          ['Muestra', 'Color', 'Olor', '¿Quedó limpia?'],
          'Agua con tierra',
          'Agua con aceite',
          'Agua con detergente',
        ),
        materiales: [
          'Botella cortada como embudo',
          'Algodón, arena, piedras y carbón',
          'Tres muestras de agua contaminada',
          'Vasos transparentes',
        ],
        pasos: pasos(
          [
            'Construir el filtro',
            'Pongan en la botella capas de algodón, carbón, arena y piedras para filtrar el agua contaminada.',
            2,
          ],
          ['Filtrar', 'Pasen cada muestra por el filtro y comparen la contaminación del agua antes y después.', 2],
          ['Concluir', 'Expliquen por qué es mejor no contaminar que tratar de limpiar el agua.', 2],
          ['Proponer', 'Propongan acciones para proteger un río o un glaciar de Chile.', 1],
        ),
        tareas: ['informe_laboratorio', 'afiche', 'debate'],
      },
    ],
  },
  // ——— 6° Básico ———
  {
    codigo: 'CN06 OA 01',
    criterio: {
      nombre: 'Fotosíntesis: agua, dióxido de carbono y luz',
      descriptores: [
        'Explica con los datos de su experimento que la fotosíntesis necesita agua, dióxido de carbono y luz para producir azúcar y liberar oxígeno, y nombra un científico que la estudió.',
        'Explica qué necesita la fotosíntesis y qué produce.',
        'Dice que las plantas fabrican su alimento, sin nombrar qué necesita la fotosíntesis.',
        'Todavía no explica cómo las plantas fabrican su alimento.',
      ],
    },
    indicador: {
      tercera: 'Relaciona la cantidad de burbujas de oxígeno de una planta acuática con la luz que recibe.',
      primera: 'Relacioné la cantidad de burbujas de oxígeno de una planta acuática con la luz que recibe.',
    },
    trabajos: [
      {
        id: 'cn06-oa01-elodea-burbujas',
        tipo: 'experimento',
        titulo: 'Burbujas de oxígeno: la fotosíntesis y la luz',
        presentacion: [
          'Una planta acuática libera burbujas de oxígeno cuando hace fotosíntesis.',
          '¿Libera más burbujas de oxígeno si la luz de la lámpara está más cerca?',
        ],
        tabla: tabla(
          ['Distancia de la lámpara (cm)', 'Burbujas en 1 minuto (intento 1)', 'Intento 2', 'Intento 3', 'Promedio'],
          '10',
          '20',
          '30',
          'Sin luz',
        ),
        materiales: [
          'Rama de elodea u otra planta acuática',
          'Vaso grande con agua y una pizca de bicarbonato',
          'Lámpara',
          'Regla',
          'Reloj',
        ],
        pasos: pasos(
          ['Preparar', 'Pongan la planta en el vaso con agua y bicarbonato, que aporta dióxido de carbono.', 1],
          [
            'Contar burbujas',
            'Cuenten las burbujas de oxígeno en un minuto con la luz de la lámpara a cada distancia.',
            3,
          ],
          ['Graficar', 'Hagan un gráfico de las burbujas según la distancia de la luz.', 2],
          ['Concluir', 'Expliquen qué necesita la fotosíntesis y qué aportó Priestley o Ingenhousz a su estudio.', 2],
        ),
        tareas: ['informe_laboratorio', 'exposicion_oral'],
      },
    ],
  },
  {
    codigo: 'CN06 OA 02',
    criterio: {
      nombre: 'Cadenas y redes alimentarias: flujo de materia y energía',
      descriptores: [
        'Representa una red alimentaria de un ecosistema chileno y explica cómo pasan la materia y la energía desde los productores a los consumidores y descomponedores.',
        'Representa una red alimentaria con productores, consumidores y descomponedores.',
        'Representa una cadena alimentaria simple, con errores en el sentido de la energía.',
        'Todavía no representa cadenas ni redes alimentarias.',
      ],
    },
    indicador: {
      tercera: 'Dibuja las flechas de una red alimentaria en el sentido del flujo de energía.',
      primera: 'Dibujé las flechas de una red alimentaria en el sentido del flujo de energía.',
    },
    trabajos: [
      {
        id: 'cn06-oa02-red-humedal',
        tipo: 'tema',
        titulo: 'La red alimentaria de un humedal chileno',
        presentacion: [
          'En un humedal viven productores como las algas y los juncos, y consumidores como insectos, peces, ranas, garzas y cisnes de cuello negro.',
          '¿Cómo pasa la energía del Sol por la red alimentaria del humedal?',
        ],
        tabla: tabla(
          ['Ser vivo', '¿Qué come?', '¿Quién se lo come?', 'Nivel: productor o consumidor'],
          'Algas',
          'Juncos',
          'Insectos',
          'Peces',
          'Garza',
          'Cisne de cuello negro',
        ),
        materiales: ['Tarjetas con los seres vivos del humedal', 'Lana de dos colores', 'Cartulina grande', 'Plumones'],
        pasos: pasos(
          [
            'Investigar',
            'Completen la tabla con lo que come cada ser vivo del humedal y si es productor o consumidor.',
            2,
          ],
          [
            'Construir la red',
            'Peguen las tarjetas y únanlas con lana para formar la red alimentaria: cada flecha va de quien es comido a quien come.',
            3,
          ],
          ['Seguir la energía', 'Marquen con otro color el flujo de energía desde el Sol hasta la garza.', 1],
          ['Explicar', 'Expliquen por qué hay más productores que consumidores en la red alimentaria.', 2],
        ),
        tareas: ['maqueta', 'afiche', 'exposicion_oral'],
      },
    ],
  },
  {
    codigo: 'CN06 OA 03',
    criterio: {
      nombre: 'Actividad humana y redes alimentarias',
      descriptores: [
        'Analiza cómo la actividad humana (contaminación, especies invasoras, caza, pesca excesiva) cambia una red alimentaria y predice sus efectos en varios seres vivos.',
        'Analiza cómo una actividad humana cambia una red alimentaria.',
        'Nombra una actividad humana dañina, sin relacionarla con la red alimentaria.',
        'Todavía no relaciona la actividad humana con las redes alimentarias.',
      ],
    },
    indicador: {
      tercera: 'Predice qué ocurre en una red alimentaria cuando la actividad humana elimina una especie.',
      primera: 'Predije qué ocurre en una red alimentaria cuando la actividad humana elimina una especie.',
    },
    trabajos: [
      {
        id: 'cn06-oa03-castor',
        tipo: 'fuente',
        titulo: 'El castor en Tierra del Fuego y la red alimentaria del bosque',
        presentacion: [
          'En 1946 se trajeron castores a Tierra del Fuego: una especie invasora que, sin depredadores, se multiplicó y cortó miles de árboles.',
          '¿Cómo cambió esta actividad humana la red alimentaria del bosque?',
        ],
        tabla: tabla(
          ['Ser vivo del bosque', 'Antes de los castores', 'Después de los castores', 'Causa del cambio'],
          'Lenga',
          'Insectos del tronco',
          'Aves del bosque',
          'Peces del río',
        ),
        materiales: [
          'Noticia sobre los castores en Tierra del Fuego',
          'Red alimentaria del bosque dibujada',
          'Lápices de colores',
        ],
        pasos: pasos(
          ['Leer la fuente', 'Lean la noticia y subrayen los cambios en la red alimentaria del bosque.', 2],
          ['Analizar la red', 'Marquen en la red alimentaria qué seres vivos aumentan o disminuyen.', 2],
          [
            'Comparar',
            'Busquen otro caso de actividad humana, como la pesca excesiva o la contaminación, y comparen sus efectos.',
            2,
          ],
          ['Proponer', 'Propongan una medida para recuperar la red alimentaria del bosque.', 1],
        ),
        tareas: ['investigacion', 'debate', 'exposicion_oral'],
      },
    ],
  },
  {
    codigo: 'CN06 OA 04',
    criterio: {
      nombre: 'Estructuras de los sistemas reproductores femenino y masculino',
      descriptores: [
        'Identifica las estructuras de los sistemas reproductores femenino y masculino (ovarios, útero, testículos) y explica la función de cada una en la formación de gametos.',
        'Identifica las estructuras principales del sistema reproductor femenino y masculino y la función de dos de ellas.',
        'Nombra estructuras del sistema reproductor sin explicar su función.',
        'Todavía no reconoce las estructuras del sistema reproductor.',
      ],
    },
    indicador: {
      tercera: 'Ubica en un esquema los ovarios, el útero y los testículos, y explica qué función cumplen.',
      primera: 'Ubiqué en un esquema los ovarios, el útero y los testículos, y expliqué qué función cumplen.',
    },
    trabajos: [
      {
        id: 'cn06-oa04-esquemas',
        tipo: 'tema',
        titulo: 'Fichas de los sistemas reproductores',
        presentacion: [
          'Los sistemas reproductores femenino y masculino producen los gametos: óvulos y espermatozoides.',
          'Preparen fichas con cada estructura del sistema reproductor y su función para explicarlas al curso con respeto y con las palabras correctas.',
        ],
        tabla: tabla(
          ['Estructura', 'Sistema reproductor', 'Función'],
          'Ovarios',
          'Trompas de Falopio',
          'Útero',
          'Testículos',
          'Conductos deferentes',
        ),
        materiales: [
          'Esquemas mudos de ambos sistemas reproductores',
          'Texto de Ciencias Naturales del nivel',
          'Fichas de cartulina',
          'Lápices de colores',
        ],
        pasos: pasos(
          ['Rotular', 'Escriban el nombre de cada estructura en los esquemas mudos del sistema reproductor.', 2],
          [
            'Investigar',
            'Busquen en el texto la función de los ovarios, el útero, los testículos y las demás estructuras, y completen la tabla.',
            2,
          ],
          [
            'Preparar fichas',
            'Hagan una ficha por estructura del sistema reproductor con su nombre, dibujo y función.',
            2,
          ],
          ['Explicar', 'Expliquen en grupos pequeños cómo se forman los gametos.', 1],
        ),
        tareas: ['afiche', 'exposicion_oral', 'investigacion'],
      },
    ],
  },
  {
    codigo: 'CN06 OA 05',
    criterio: {
      nombre: 'Cambios de la pubertad en mujeres y hombres',
      descriptores: [
        'Describe y compara los cambios físicos y emocionales de la pubertad en mujeres y hombres, y la reconoce como una etapa del desarrollo humano.',
        'Describe cambios físicos de la pubertad en mujeres y en hombres.',
        'Nombra cambios de la pubertad de un solo sexo.',
        'Todavía no describe los cambios de la pubertad.',
      ],
    },
    indicador: {
      tercera:
        'Compara un cambio de la pubertad que ocurre en mujeres y hombres con uno que ocurre solo en uno de ellos.',
      primera:
        'Comparé un cambio de la pubertad que ocurre en mujeres y hombres con uno que ocurre solo en uno de ellos.',
    },
    trabajos: [
      {
        id: 'cn06-oa05-linea-desarrollo',
        tipo: 'tema',
        titulo: 'Línea de tiempo del desarrollo humano',
        presentacion: [
          'La pubertad es una etapa del desarrollo humano: el cuerpo cambia por la acción de las hormonas.',
          '¿Qué cambios de la pubertad comparten mujeres y hombres y cuáles son distintos?',
        ],
        tabla: tabla(
          ['Cambio de la pubertad', 'Mujeres', 'Hombres', 'Ambos'],
          'Estirón de crecimiento',
          'Menstruación',
          'Cambio de voz',
          'Vello en axilas',
          'Más sudor y grasa en la piel',
        ),
        materiales: [
          'Texto de Ciencias Naturales del nivel',
          'Tira larga de papel',
          'Fotos o dibujos de etapas de la vida',
          'Plumones',
        ],
        pasos: pasos(
          [
            'Ordenar',
            'Hagan en la tira una línea de tiempo del desarrollo: infancia, pubertad, adolescencia y adultez.',
            2,
          ],
          ['Clasificar', 'Completen la tabla con los cambios de la pubertad.', 2],
          ['Reflexionar', 'Escriban por qué cada persona vive la pubertad a su propio ritmo.', 1],
        ),
        tareas: ['afiche', 'investigacion', 'trabajo_grupo'],
      },
    ],
  },
  {
    codigo: 'CN06 OA 06',
    criterio: {
      nombre: 'Actividad física e higiene corporal en la pubertad',
      descriptores: [
        'Explica los beneficios de la actividad física regular y de la higiene corporal en la pubertad (sudor, acné, aseo) y planifica una rutina de autocuidado.',
        'Explica beneficios de la actividad física y de la higiene en la pubertad.',
        'Nombra un hábito de higiene o de ejercicio, sin relacionarlo con la pubertad.',
        'Todavía no reconoce los beneficios de la actividad física ni de la higiene.',
      ],
    },
    indicador: {
      tercera: 'Planifica una semana con actividad física diaria y hábitos de higiene corporal.',
      primera: 'Planifiqué una semana con actividad física diaria y hábitos de higiene corporal.',
    },
    trabajos: [
      {
        id: 'cn06-oa06-rutina-autocuidado',
        tipo: 'problema',
        titulo: 'Mi semana de actividad física y autocuidado',
        presentacion: [
          'En la pubertad aumentan el sudor y la grasa de la piel, y el cuerpo necesita moverse cada día.',
          'Planifica y registra una semana de actividad física e higiene.',
        ],
        tabla: tabla(
          ['Día', 'Actividad física (minutos)', 'Ducha', 'Cepillado de dientes', '¿Cómo me sentí?'],
          'Lunes',
          'Martes',
          'Miércoles',
          'Jueves',
          'Viernes',
          'Sábado',
          'Domingo',
        ),
        materiales: ['Hoja de registro semanal', 'Recomendaciones de actividad física para niños', 'Cartulina'],
        pasos: pasos(
          ['Planificar', 'Elijan actividades físicas de al menos sesenta minutos diarios y sus hábitos de higiene.', 1],
          ['Registrar', 'Completen la tabla de actividad física e higiene cada día durante una semana.', 3],
          ['Analizar', 'Sumen los minutos de actividad física y comparen con la recomendación.', 2],
          ['Compartir', 'Presenten un consejo de autocuidado para la pubertad.', 1],
        ),
        tareas: ['investigacion', 'afiche', 'exposicion_oral'],
      },
    ],
  },
  {
    codigo: 'CN06 OA 07',
    criterio: {
      nombre: 'Daños de las drogas y autocuidado',
      descriptores: [
        'Explica con fuentes confiables los daños del alcohol, el tabaco y la marihuana en la salud, y propone conductas de autocuidado para prevenir su consumo.',
        'Explica daños de dos drogas en la salud y propone una conducta de autocuidado.',
        'Dice que las drogas dañan, sin explicar cómo.',
        'Todavía no reconoce los daños de las drogas.',
      ],
    },
    indicador: {
      tercera: 'Propone una forma de decir que no ante una oferta de drogas.',
      primera: 'Propuse una forma de decir que no ante una oferta de drogas.',
    },
    trabajos: [
      {
        id: 'cn06-oa07-dramatizacion-drogas',
        tipo: 'tema',
        titulo: 'Decir que no: una dramatización sobre las drogas',
        presentacion: [
          'El alcohol, el tabaco y la marihuana dañan el cerebro y los pulmones, y pueden causar adicción.',
          'Investiguen sus daños y preparen una escena en que un personaje rechaza su consumo.',
        ],
        tabla: tabla(['Droga', 'Daño en la salud', 'Fuente'], 'Alcohol', 'Tabaco', 'Marihuana', 'Inhalantes'),
        materiales: [
          'Folletos de Senda o del Ministerio de Salud',
          'Guion en blanco',
          'Elementos simples de vestuario',
        ],
        pasos: pasos(
          ['Investigar', 'Completen la tabla con los daños de cada droga y su fuente.', 2],
          ['Escribir', 'Escriban una escena breve en que un personaje dice que no a una droga y da una razón.', 2],
          ['Ensayar', 'Ensayen la escena con distintas formas de autocuidado.', 2],
          [
            'Presentar',
            'Presenten la dramatización y conversen qué otras respuestas de autocuidado ante las drogas eran posibles.',
            1,
          ],
        ),
        tareas: ['dramatizacion', 'investigacion', 'afiche'],
      },
    ],
  },
  {
    codigo: 'CN06 OA 08',
    criterio: {
      nombre: 'La energía en los cambios y su origen en el Sol',
      descriptores: [
        'Explica que los objetos y los seres vivos necesitan energía para producir cambios y sigue su origen hasta el Sol en varios ejemplos.',
        'Explica que los seres vivos necesitan energía y que gran parte viene del Sol.',
        'Dice que se necesita energía para moverse, sin relacionarla con el Sol.',
        'Todavía no reconoce que la energía produce cambios.',
      ],
    },
    indicador: {
      tercera: 'Sigue el origen de la energía de un alimento o de un combustible hasta el Sol.',
      primera: 'Seguí el origen de la energía de un alimento o de un combustible hasta el Sol.',
    },
    trabajos: [
      {
        id: 'cn06-oa08-caminos-energia',
        tipo: 'tema',
        titulo: 'Todos los caminos llevan al Sol',
        presentacion: [
          'El pan que comemos, la leña de la estufa y el viento que mueve un molino tienen energía.',
          '¿De dónde viene esa energía? ¿Qué cambios produce?',
        ],
        tabla: tabla(
          ['Ejemplo', 'Cambio que produce la energía', 'Camino de la energía hasta el Sol'],
          'Un niño corriendo',
          'Leña en la estufa',
          'Molino de viento',
          'Auto a bencina',
        ),
        materiales: ['Tarjetas con los ejemplos', 'Cartulina grande', 'Flechas de papel', 'Plumones'],
        pasos: pasos(
          ['Describir el cambio', 'Escriban qué cambio produce la energía en cada ejemplo.', 1],
          ['Seguir el camino', 'Con flechas, sigan el origen de la energía de cada ejemplo hasta el Sol.', 3],
          ['Buscar excepciones', 'Investiguen una fuente de energía que no viene del Sol, como la geotermia.', 1],
          ['Presentar', 'Presenten su afiche con los caminos de la energía hasta el Sol.', 1],
        ),
        tareas: ['afiche', 'exposicion_oral', 'trabajo_grupo'],
      },
    ],
  },
  {
    codigo: 'CN06 OA 09',
    criterio: {
      nombre: 'Transformaciones de la energía',
      descriptores: [
        'Muestra con experimentos cómo la energía se transforma de una forma a otra (eléctrica, lumínica, térmica, cinética, potencial) y comunica sus conclusiones.',
        'Describe dos transformaciones de la energía en objetos de uso diario.',
        'Nombra tipos de energía, sin describir cómo se transforma.',
        'Todavía no reconoce transformaciones de la energía.',
      ],
    },
    indicador: {
      tercera: 'Explica la transformación de la energía potencial en energía cinética en un carro que baja una rampa.',
      primera: 'Expliqué la transformación de la energía potencial en energía cinética en un carro que baja una rampa.',
    },
    trabajos: [
      {
        id: 'cn06-oa09-rampa',
        tipo: 'experimento',
        titulo: 'De energía potencial a energía cinética en una rampa',
        presentacion: [
          'Un auto en lo alto de una rampa tiene energía potencial; al bajar, se transforma en energía cinética.',
          '¿Llega más lejos si lo soltamos desde más alto, con más energía potencial?',
        ],
        tabla: tabla(
          ['Altura de la rampa (cm)', 'Distancia intento 1 (cm)', 'Intento 2 (cm)', 'Intento 3 (cm)', 'Promedio (cm)'],
          '10',
          '20',
          '30',
        ),
        materiales: [
          'Tabla o cartón grueso como rampa',
          'Libros para dar altura',
          'Auto de juguete',
          'Huincha de medir',
        ],
        pasos: pasos(
          [
            'Armar la rampa',
            'Apoyen la tabla en libros a la altura de la tabla de datos: más altura es más energía potencial.',
            1,
          ],
          [
            'Soltar',
            'Suelten el auto sin empujarlo y midan hasta dónde lo lleva su energía cinética, tres veces por altura.',
            3,
          ],
          [
            'Graficar',
            'Hagan un gráfico de la distancia según la altura y expliquen la transformación de la energía.',
            2,
          ],
          ['Concluir', 'Expliquen la transformación de la energía y por qué el auto al final se detiene.', 2],
        ),
        tareas: ['informe_laboratorio', 'trabajo_grupo'],
      },
    ],
  },
  {
    codigo: 'CN06 OA 10',
    criterio: {
      nombre: 'El calor pasa del objeto caliente al frío',
      descriptores: [
        'Muestra con mediciones que el calor pasa del objeto caliente al frío hasta que ambos quedan a la misma temperatura, y lo representa en un gráfico.',
        'Muestra con mediciones que el calor pasa del objeto caliente al frío.',
        'Dice que el objeto caliente se enfría, sin explicar hacia dónde va el calor.',
        'Todavía no describe cómo pasa el calor entre objetos.',
      ],
    },
    indicador: {
      tercera: 'Registra la temperatura de dos recipientes en contacto hasta que llegan a la misma temperatura.',
      primera: 'Registré la temperatura de dos recipientes en contacto hasta que llegaron a la misma temperatura.',
    },
    trabajos: [
      {
        id: 'cn06-oa10-equilibrio-termico',
        tipo: 'experimento',
        titulo: 'Agua caliente dentro de agua fría',
        presentacion: [
          'Un frasco con agua caliente se pone dentro de un recipiente con agua fría.',
          '¿Hacia dónde pasa el calor? ¿Cuándo deja de pasar?',
        ],
        tabla: tabla(
          ['Minuto', 'Temperatura del agua caliente (°C)', 'Temperatura del agua fría (°C)'],
          '0',
          '2',
          '4',
          '6',
          '8',
          '10',
        ),
        materiales: [
          'Frasco pequeño de vidrio',
          'Recipiente grande',
          'Agua caliente de la llave y agua fría',
          'Dos termómetros',
          'Reloj',
        ],
        pasos: pasos(
          [
            'Preparar',
            'Pongan agua caliente en el frasco y agua fría en el recipiente, cada uno con su termómetro.',
            1,
          ],
          [
            'Medir',
            'Pongan el frasco caliente dentro del recipiente frío y anoten las dos temperaturas cada dos minutos.',
            3,
          ],
          [
            'Graficar',
            'Hagan un gráfico con las dos líneas de temperatura, la del agua caliente y la del agua fría.',
            2,
          ],
          [
            'Concluir',
            'Expliquen hacia dónde pasó el calor y por qué las líneas se juntan en la misma temperatura.',
            2,
          ],
        ),
        tareas: ['informe_laboratorio', 'trabajo_grupo', 'exposicion_oral'],
      },
    ],
  },
  {
    codigo: 'CN06 OA 11',
    criterio: {
      nombre: 'Recursos energéticos renovables y no renovables',
      descriptores: [
        'Clasifica los recursos energéticos en renovables y no renovables con sus ventajas y desventajas, y propone medidas para usar la energía con responsabilidad.',
        'Clasifica los recursos energéticos en renovables y no renovables.',
        'Nombra recursos energéticos, como el petróleo o el viento, sin clasificarlos.',
        'Todavía no distingue recursos energéticos renovables de no renovables.',
      ],
    },
    indicador: {
      tercera: 'Propone una fuente de energía renovable para una región de Chile y la justifica.',
      primera: 'Propuse una fuente de energía renovable para una región de Chile y la justifiqué.',
    },
    trabajos: [
      {
        id: 'cn06-oa11-mapa-energias',
        tipo: 'tema',
        titulo: 'Mapa de las energías renovables de Chile',
        presentacion: [
          'El norte de Chile tiene mucha energía solar, el sur mucho viento y ríos, y la cordillera calor bajo la tierra.',
          '¿Qué energía renovable conviene en cada región? ¿Cómo usarla con responsabilidad?',
        ],
        tabla: tabla(
          ['Recurso energético', '¿Renovable o no renovable?', 'Región donde conviene', 'Ventaja', 'Desventaja'],
          'Solar',
          'Eólica',
          'Hidroeléctrica',
          'Geotérmica',
          'Carbón',
          'Petróleo',
        ),
        materiales: ['Mapa mudo de Chile', 'Datos de centrales de energía de Chile', 'Lápices de colores', 'Cartulina'],
        pasos: pasos(
          ['Clasificar', 'Completen la tabla con cada recurso energético renovable o no renovable.', 2],
          ['Ubicar', 'Marquen en el mapa dónde conviene cada energía renovable y por qué.', 2],
          ['Proponer', 'Propongan tres medidas para usar la energía con responsabilidad en la escuela.', 2],
          ['Presentar', 'Presenten el mapa de las energías renovables al curso.', 1],
        ),
        tareas: ['afiche', 'exposicion_oral', 'debate', 'investigacion'],
      },
    ],
  },
  {
    codigo: 'CN06 OA 12',
    criterio: {
      nombre: 'Modelo de partículas de la materia',
      descriptores: [
        'Explica con un modelo de partículas la forma, el volumen y el movimiento de la materia en los estados sólido, líquido y gaseoso, y lo usa para explicar un fenómeno.',
        'Representa con un modelo de partículas los tres estados de la materia.',
        'Dibuja partículas, pero no distingue su orden ni su movimiento en cada estado.',
        'Todavía no usa el modelo de partículas.',
      ],
    },
    indicador: {
      tercera: 'Usa el modelo de partículas para explicar por qué el aire de una jeringa se comprime.',
      primera: 'Usé el modelo de partículas para explicar por qué el aire de una jeringa se comprime.',
    },
    trabajos: [
      {
        id: 'cn06-oa12-colorante-agua',
        tipo: 'experimento',
        titulo: 'Partículas en movimiento: colorante en agua fría y caliente',
        presentacion: [
          'Según el modelo de partículas, la materia está formada por partículas que se mueven.',
          '¿Se esparcen más rápido las partículas de una gota de colorante en agua caliente o en agua fría?',
        ],
        tabla: tabla(
          ['Vaso', 'Tiempo hasta teñir toda el agua (s)', 'Dibujo de las partículas'],
          'Agua fría',
          'Agua tibia',
          'Agua caliente',
        ),
        materiales: [
          'Tres vasos transparentes',
          'Agua fría, tibia y caliente de la llave',
          'Colorante de alimentos',
          'Reloj',
        ],
        pasos: pasos(
          ['Predecir', 'Dibujen cómo creen que se moverán las partículas del colorante en cada vaso.', 1],
          [
            'Observar',
            'Echen una gota de colorante en cada vaso sin revolver y midan cuánto tardan sus partículas en teñir el agua.',
            2,
          ],
          ['Modelar', 'Dibujen el modelo de partículas de un sólido, un líquido y un gas.', 2],
          [
            'Explicar',
            'Expliquen con el modelo de partículas por qué el colorante se esparce más rápido en el agua caliente.',
            2,
          ],
        ),
        tareas: ['informe_laboratorio', 'maqueta'],
      },
    ],
  },
  {
    codigo: 'CN06 OA 13',
    criterio: {
      nombre: 'Cambios de estado de la materia',
      descriptores: [
        'Muestra con experimentos la fusión, la evaporación, la ebullición, la condensación, la solidificación y la sublimación, y explica si la sustancia gana o pierde calor.',
        'Muestra con experimentos cuatro cambios de estado y los nombra bien.',
        'Nombra cambios de estado, pero confunde evaporación con ebullición.',
        'Todavía no reconoce los cambios de estado.',
      ],
    },
    indicador: {
      tercera: 'Nombra el cambio de estado que observa y dice si la sustancia recibe o pierde calor.',
      primera: 'Nombré el cambio de estado que observé y dije si la sustancia recibe o pierde calor.',
    },
    trabajos: [
      {
        id: 'cn06-oa13-estaciones-cambios',
        tipo: 'experimento',
        titulo: 'Estaciones de cambios de estado',
        presentacion: [
          'En la sala se arman cuatro estaciones donde la materia cambia de estado.',
          '¿Qué cambio de estado ocurre en cada una?',
        ],
        tabla: tabla(
          ['Estación', '¿Qué observo?', 'Cambio de estado', '¿Recibe o pierde calor?'],
          'Hielo en un plato al sol',
          'Plato frío sobre el vapor de un hervidor',
          'Vela que gotea',
          'Agua en la tetera',
        ),
        materiales: [
          'Hielo y platos',
          'Hervidor eléctrico manejado por el profesor o la profesora',
          'Vela y fósforos',
          'Termómetro',
        ],
        pasos: pasos(
          ['Recorrer', 'Pasen por cada estación y anoten qué cambio de estado observan.', 2],
          [
            'Nombrar',
            'Escriban el cambio de estado de cada estación: fusión, condensación, solidificación o ebullición.',
            2,
          ],
          ['Explicar', 'Digan en cada cambio de estado si la sustancia recibe o pierde calor.', 2],
          ['Cuidar', 'Anoten las medidas de seguridad que usaron al provocar la fusión y la ebullición.', 1],
        ),
        tareas: ['informe_laboratorio', 'trabajo_grupo'],
      },
    ],
  },
  {
    codigo: 'CN06 OA 14',
    criterio: {
      nombre: 'Diferencia entre calor y temperatura',
      descriptores: [
        'Distingue el calor como energía de la temperatura como medida de cuán caliente está un objeto, y lo explica con un ejemplo medido con termómetro.',
        'Distingue calor de temperatura con un ejemplo.',
        'Usa calor y temperatura como si fueran lo mismo.',
        'Todavía no mide la temperatura ni reconoce el calor.',
      ],
    },
    indicador: {
      tercera: 'Explica por qué una olla grande de agua tibia puede entregar más calor que una taza de agua caliente.',
      primera: 'Expliqué por qué una olla grande de agua tibia puede entregar más calor que una taza de agua caliente.',
    },
    trabajos: [
      {
        id: 'cn06-oa14-hielo-agua',
        tipo: 'experimento',
        titulo: '¿Qué derrite más hielo: poca agua caliente o mucha agua tibia?',
        presentacion: [
          'La temperatura dice cuán caliente está el agua; el calor es la energía que entrega.',
          '¿Qué entrega más calor al hielo: un vaso chico de agua a 60 °C o un jarro grande a 40 °C?',
        ],
        tabla: tabla(
          ['Recipiente', 'Temperatura inicial (°C)', 'Volumen de agua (mL)', 'Masa de hielo derretida en 5 min (g)'],
          'Vaso chico de agua caliente',
          'Jarro grande de agua tibia',
        ),
        materiales: [
          'Vaso chico y jarro grande',
          'Agua caliente y tibia',
          'Cubos de hielo iguales',
          'Termómetro',
          'Balanza de cocina',
          'Colador',
        ],
        pasos: pasos(
          ['Medir', 'Midan la temperatura y el volumen de agua de cada recipiente.', 1],
          [
            'Derretir',
            'Pongan la misma masa de hielo en cada recipiente durante cinco minutos para comparar el calor que reciben.',
            2,
          ],
          ['Pesar', 'Saquen el hielo con el colador, pésenlo y calculen cuánto se derritió con el calor del agua.', 2],
          ['Explicar', 'Expliquen la diferencia entre calor y temperatura con sus datos.', 2],
        ),
        tareas: ['informe_laboratorio', 'trabajo_grupo', 'exposicion_oral'],
      },
    ],
  },
  {
    codigo: 'CN06 OA 15',
    criterio: {
      nombre: 'Calentamiento y enfriamiento del agua',
      descriptores: [
        'Mide e interpreta en un gráfico la temperatura del agua al calentarla y enfriarla, y relaciona los tramos planos con el punto de fusión y el punto de ebullición.',
        'Mide y grafica la temperatura del agua al calentarla, e identifica el punto de ebullición.',
        'Registra temperaturas sin interpretar el gráfico.',
        'Todavía no registra la temperatura del agua al calentarla.',
      ],
    },
    indicador: {
      tercera: 'Interpreta el tramo plano del gráfico de calentamiento del agua como un cambio de estado.',
      primera: 'Interpreté el tramo plano del gráfico de calentamiento del agua como un cambio de estado.',
    },
    trabajos: [
      {
        id: 'cn06-oa15-grafico-calentamiento',
        tipo: 'experimento',
        titulo: 'El gráfico del agua que se calienta',
        presentacion: [
          'El profesor o la profesora calienta agua con hielo y el curso mide su temperatura cada minuto.',
          '¿Qué forma tiene el gráfico? ¿Qué pasa cuando la temperatura deja de subir?',
        ],
        tabla: tabla(
          ['Minuto', 'Temperatura (°C)', 'Lo que se observa en el agua'],
          '0',
          '2',
          '4',
          '6',
          '8',
          '10',
          '12',
          '14',
        ),
        materiales: [
          'Hervidor o cocinilla manejada por el adulto',
          'Vaso de precipitado con hielo',
          'Termómetro de laboratorio',
          'Reloj',
          'Papel cuadriculado',
        ],
        pasos: pasos(
          ['Medir', 'Lean el termómetro sin sacarlo del agua cada minuto mientras se calienta.', 3],
          ['Graficar', 'Dibujen el gráfico de temperatura según el tiempo en papel cuadriculado.', 2],
          ['Interpretar', 'Marquen los tramos planos y nombren el punto de fusión y el punto de ebullición.', 2],
          ['Comparar', 'Comparen su gráfico con el de otro grupo y expliquen las diferencias.', 1],
        ),
        tareas: ['informe_laboratorio', 'trabajo_grupo', 'exposicion_oral'],
      },
    ],
  },
  {
    codigo: 'CN06 OA 16',
    criterio: {
      nombre: 'Atmósfera, litósfera e hidrósfera',
      descriptores: [
        'Describe cómo la atmósfera, la litósfera y la hidrósfera permiten la vida y aportan recursos, y propone medidas para proteger cada una.',
        'Describe la atmósfera, la litósfera y la hidrósfera y un recurso de cada una.',
        'Nombra la atmósfera, la litósfera y la hidrósfera sin describirlas.',
        'Todavía no distingue las capas de la Tierra que permiten la vida.',
      ],
    },
    indicador: {
      tercera: 'Relaciona un recurso que usa su familia con la atmósfera, la litósfera o la hidrósfera.',
      primera: 'Relacioné un recurso que usa mi familia con la atmósfera, la litósfera o la hidrósfera.',
    },
    trabajos: [
      {
        id: 'cn06-oa16-recursos-capas',
        tipo: 'tema',
        titulo: 'De dónde vienen los recursos de mi casa',
        presentacion: [
          'El agua de la llave, el cobre de los cables y el aire que respiramos vienen de distintas capas de la Tierra.',
          '¿Qué recursos de la casa vienen de la atmósfera, de la litósfera y de la hidrósfera?',
        ],
        tabla: tabla(
          ['Recurso de la casa', '¿Atmósfera, litósfera o hidrósfera?', 'Medida para protegerla'],
          'Agua de la llave',
          'Cables de cobre',
          'Oxígeno',
          'Sal de mesa',
          'Verduras',
        ),
        materiales: ['Objetos y alimentos de la casa', 'Esquema de las capas de la Tierra', 'Cartulina', 'Plumones'],
        pasos: pasos(
          [
            'Buscar',
            'Anoten diez recursos que usa su familia y que vienen de la atmósfera, la litósfera o la hidrósfera.',
            1,
          ],
          [
            'Clasificar',
            'Completen la tabla con la capa de la Tierra de donde viene cada recurso: atmósfera, litósfera o hidrósfera.',
            2,
          ],
          [
            'Proponer',
            'Propongan una medida para proteger la atmósfera, otra para la litósfera y otra para la hidrósfera.',
            2,
          ],
          ['Presentar', 'Presenten un afiche con su clasificación y una medida para proteger la hidrósfera.', 1],
        ),
        tareas: ['afiche', 'exposicion_oral', 'investigacion'],
      },
    ],
  },
  {
    codigo: 'CN06 OA 17',
    criterio: {
      nombre: 'Formación, propiedades y protección del suelo',
      descriptores: [
        'Compara suelos por su color, textura y permeabilidad con un experimento, explica cómo se forma el suelo y por qué protegerlo de la contaminación.',
        'Compara suelos por su textura y la cantidad de agua que dejan pasar.',
        'Describe un suelo por su color, sin compararlo con otros.',
        'Todavía no describe las propiedades del suelo.',
      ],
    },
    indicador: {
      tercera: 'Mide cuánta agua deja pasar cada tipo de suelo y lo relaciona con su textura.',
      primera: 'Medí cuánta agua deja pasar cada tipo de suelo y lo relacioné con su textura.',
    },
    trabajos: [
      {
        id: 'cn06-oa17-permeabilidad',
        tipo: 'experimento',
        titulo: '¿Qué suelo deja pasar más agua?',
        presentacion: [
          'Los suelos arenosos, arcillosos y con humus retienen distinta cantidad de agua.',
          '¿Qué suelo conviene para un huerto escolar?',
        ],
        tabla: tabla(
          ['Suelo', 'Color', 'Textura', 'Agua que pasó en 5 min (mL)'],
          'Arena',
          'Arcilla',
          'Tierra de hojas con humus',
        ),
        materiales: [
          'Tres botellas cortadas como embudo con algodón',
          'Muestras de arena, arcilla y tierra de hojas',
          'Vasos medidores',
          'Agua',
          'Reloj',
        ],
        pasos: pasos(
          ['Describir', 'Miren y toquen cada suelo y anoten su color y textura.', 1],
          ['Preparar', 'Pongan la misma cantidad de cada suelo en los embudos.', 1],
          ['Medir', 'Echen 100 mL de agua en cada suelo y midan cuánta agua pasa en cinco minutos.', 3],
          ['Concluir', 'Expliquen qué suelo retiene más agua y cómo protegerlo de la contaminación.', 2],
        ),
        tareas: ['informe_laboratorio', 'trabajo_grupo'],
      },
    ],
  },
  {
    codigo: 'CN06 OA 18',
    criterio: {
      nombre: 'Erosión y sus agentes',
      descriptores: [
        'Explica con un modelo cómo el agua, el viento y la actividad humana producen erosión, y propone cómo disminuirla.',
        'Explica cómo un agente, como el agua o el viento, produce erosión.',
        'Nombra la erosión sin explicar qué la produce.',
        'Todavía no reconoce la erosión en el paisaje.',
      ],
    },
    indicador: {
      tercera: 'Compara la erosión de un suelo con plantas y de un suelo sin plantas en su modelo.',
      primera: 'Comparé la erosión de un suelo con plantas y de un suelo sin plantas en mi modelo.',
    },
    trabajos: [
      {
        id: 'cn06-oa18-bandejas-erosion',
        tipo: 'experimento',
        titulo: 'Lluvia sobre dos cerros: ¿cuál se erosiona más?',
        presentacion: [
          'El agua de lluvia arrastra el suelo de los cerros: es la erosión.',
          '¿Se erosiona más un cerro con pasto o uno sin plantas?',
        ],
        tabla: tabla(
          ['Bandeja', 'Color del agua que escurre', 'Suelo arrastrado (g)', 'Surcos que se forman'],
          'Tierra con pasto',
          'Tierra sin plantas',
        ),
        materiales: [
          'Dos bandejas inclinadas',
          'Tierra y un trozo de pasto con raíces',
          'Regadera',
          'Dos vasos para recoger el agua',
          'Colador y balanza de cocina',
        ],
        pasos: pasos(
          [
            'Preparar',
            'Llenen una bandeja con suelo y pasto, y la otra solo con suelo; inclínenlas igual para comparar su erosión.',
            1,
          ],
          [
            'Llover',
            'Rieguen ambas con la misma cantidad de agua, el agente de erosión, y recojan el agua que escurre.',
            2,
          ],
          ['Medir', 'Cuelen el agua, sequen el suelo arrastrado por la erosión y pésenlo.', 2],
          ['Concluir', 'Expliquen qué agente produjo la erosión y cómo la disminuyen las plantas.', 2],
        ),
        tareas: ['informe_laboratorio', 'maqueta'],
      },
    ],
  },
]
