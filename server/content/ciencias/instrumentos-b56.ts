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
        tabla: tabla(['Muestra', 'Forma de las células', '¿Se ve el núcleo?', 'Dibujo a 100 aumentos'], 'Capa de cebolla', 'Mejilla (con un palito con algodón)'),
        materiales: ['Microscopio o lupa potente', 'Portaobjetos y cubreobjetos', 'Cebolla', 'Palitos con algodón', 'Cuentagotas con agua y tintura de yodo'],
        pasos: pasos(
          ['Preparar', 'Saquen la capa delgada de la cebolla con una pinza y pónganla en el portaobjetos con una gota de tinte.', 2],
          ['Observar', 'Miren la muestra al microscopio y dibujen las células con su núcleo.', 3],
          ['Comparar', 'Repitan con células de la mejilla y completen la tabla.', 2],
          ['Ordenar', 'Hagan un esquema de los niveles de organización del cuerpo: célula, tejido, órgano, sistema y organismo.', 1],
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
        tabla: tabla(['Parte del modelo', 'Órgano que representa', 'Qué le pasa al alimento'], 'Mortero o tenedor', 'Bolsa con agua y vinagre', 'Media de nailon', 'Vaso que recoge el líquido'),
        materiales: ['Galletas', 'Tenedor', 'Bolsa con cierre', 'Agua y vinagre', 'Media de nailon', 'Vaso'],
        pasos: pasos(
          ['Masticar', 'Trituren las galletas con el tenedor, como los dientes en la boca.', 1],
          ['Mezclar', 'Pónganlas en la bolsa con agua y vinagre y apriétenla, como el estómago con sus jugos.', 2],
          ['Absorber', 'Pasen la mezcla por la media sobre el vaso: el líquido que sale son los nutrientes que absorbe el intestino delgado.', 2],
          ['Explicar', 'Completen la tabla y expliquen qué queda en la media y cómo se elimina en el intestino grueso.', 2],
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
        tabla: tabla(['Momento', 'Respiraciones en un minuto', 'Lo que pasa en el modelo'], 'En reposo', 'Después de saltar un minuto', 'Después de descansar dos minutos'),
        materiales: ['Botella plástica cortada por la mitad', 'Dos globos pequeños y uno grande', 'Bombilla en forma de Y o dos bombillas', 'Plasticina', 'Reloj'],
        pasos: pasos(
          ['Construir', 'Pongan los globos pequeños en las bombillas dentro de la botella y cubran la base con el globo grande.', 3],
          ['Probar el modelo', 'Tiren el globo de la base hacia abajo y expliquen qué representa y por qué se inflan los pulmones.', 2],
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
        tabla: tabla(['Actividad', 'Pulso en 15 segundos', 'Latidos por minuto (× 4)'], 'Sentado', 'Caminando dos minutos', 'Saltando un minuto', 'Dos minutos de descanso'),
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
        tabla: tabla(['Comida', 'Alimentos', 'Porciones de frutas y verduras', 'Alimentos para crecer y reparar', 'Alimentos para moverse'], 'Desayuno', 'Almuerzo', 'Once', 'Colaciones'),
        materiales: ['Hoja de registro de tres días', 'Guía de porciones recomendadas', 'Lápices de colores'],
        pasos: pasos(
          ['Registrar', 'Anoten durante tres días todos los alimentos que comen y sus porciones.', 3],
          ['Clasificar', 'Pinten cada alimento según sirva para crecer, reparar el cuerpo o moverse.', 2],
          ['Analizar', 'Comparen sus porciones con la guía y digan qué falta o sobra en su alimentación.', 2],
          ['Proponer', 'Escriban un cambio posible para la próxima semana.', 1],
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
          'Investiguen en fuentes confiables qué daños causa en los pulmones, el corazón y los vasos sanguíneos.',
        ],
        tabla: tabla(['Sustancia del humo del tabaco', 'Órgano que daña', 'Efecto', 'Fuente'], 'Nicotina', 'Alquitrán', 'Monóxido de carbono'),
        materiales: ['Folletos del Ministerio de Salud', 'Fotos de pulmones sanos y de fumador', 'Cartulina', 'Plumones'],
        pasos: pasos(
          ['Investigar', 'Lean las fuentes y completen la tabla con los daños del tabaco.', 3],
          ['Comparar', 'Comparen las fotos de pulmones y describan qué cambia en un fumador.', 1],
          ['Crear', 'Hagan un afiche para proteger a los fumadores pasivos de la casa y del auto.', 2],
          ['Presentar', 'Presenten el afiche con un dato y su fuente.', 1],
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
          '¿Con agua tibia y azúcar produce más gas que con agua fría?',
        ],
        tabla: tabla(['Botella', 'Contorno del globo a los 10 min (cm)', 'A los 20 min (cm)', 'A los 30 min (cm)'], 'Agua tibia con azúcar', 'Agua fría con azúcar', 'Agua tibia sin azúcar'),
        materiales: ['Tres botellas pequeñas', 'Tres globos', 'Levadura seca', 'Azúcar', 'Agua tibia y fría', 'Huincha de medir'],
        pasos: pasos(
          ['Preparar', 'Pongan una cucharadita de levadura en cada botella con el agua y el azúcar de la tabla, y tapen con un globo.', 2],
          ['Medir', 'Midan el contorno de cada globo cada diez minutos.', 3],
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
        tabla: tabla(['Artefacto', '¿Calor, luz, sonido o movimiento?', '¿Qué parte se pierde como calor?'], 'Hervidor', 'Ampolleta', 'Radio', 'Ventilador', 'Televisor'),
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
          'Queremos saber cuándo alguien abre la puerta de la sala.',
          'Diseñen un circuito eléctrico con una pila, cables, una ampolleta o un timbre y un interruptor hecho con clips.',
        ],
        tabla: tabla(['Prueba', '¿Circuito abierto o cerrado?', '¿Enciende la ampolleta?', 'Falla y arreglo'], 'Puerta cerrada', 'Puerta abierta', 'Con la pila al revés'),
        materiales: ['Pila de 4,5 V', 'Cables con caimanes', 'Ampolleta pequeña con portalámparas o timbre', 'Clips y cartón', 'Cinta aislante'],
        pasos: pasos(
          ['Armar', 'Armen un circuito simple que encienda la ampolleta.', 2],
          ['Diseñar el interruptor', 'Hagan un interruptor con clips que cierre el circuito al abrir la puerta.', 3],
          ['Probar', 'Prueben la alarma y completen la tabla.', 2],
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
          'Con un circuito de prueba, ¿qué materiales encienden la ampolleta?',
        ],
        tabla: tabla(['Material', '¿Enciende la ampolleta?', '¿Conductor o aislante?'], 'Clip de metal', 'Lápiz de madera', 'Papel de aluminio', 'Goma de borrar', 'Mina de grafito', 'Bombilla plástica'),
        materiales: ['Pila de 4,5 V', 'Tres cables con caimanes', 'Ampolleta con portalámparas', 'Objetos de distintos materiales'],
        pasos: pasos(
          ['Armar el circuito de prueba', 'Dejen dos caimanes sueltos para poner entre ellos cada material.', 1],
          ['Probar', 'Pongan cada objeto entre los caimanes y anoten si enciende la ampolleta.', 3],
          ['Clasificar', 'Separen los materiales en conductores y aislantes.', 1],
          ['Relacionar', 'Expliquen tres reglas para usar seguro los enchufes y la instalación eléctrica de la casa.', 2],
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
        materiales: ['Boletas de la luz reales o de ejemplo', 'Lista de artefactos con su potencia', 'Calculadora', 'Cartulina'],
        pasos: pasos(
          ['Leer la boleta', 'Busquen en la boleta el consumo de cada mes y completen la tabla.', 2],
          ['Analizar', 'Expliquen por qué el consumo eléctrico sube en invierno.', 2],
          ['Proponer', 'Propongan cinco medidas de ahorro de electricidad para la casa y la escuela.', 2],
          ['Comunicar', 'Hagan un afiche con las medidas para la sala.', 1],
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
        tabla: tabla(['Lugar', 'Porcentaje del agua de la Tierra', 'Mililitros de 10 litros'], 'Océanos (agua salada)', 'Glaciares', 'Aguas subterráneas', 'Ríos y lagos'),
        materiales: ['Balde con 10 litros de agua', 'Probeta o jarro medidor', 'Vasos transparentes', 'Cuentagotas', 'Sal y colorante azul'],
        pasos: pasos(
          ['Calcular', 'Calculen cuántos mililitros le corresponden a cada lugar y completen la tabla.', 2],
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
        materiales: ['Bandeja o fuente transparente', 'Agua tibia', 'Cubos de hielo con colorante azul', 'Colorante rojo', 'Cuentagotas'],
        pasos: pasos(
          ['Preparar', 'Llenen la bandeja con agua tibia y pongan un cubo de hielo azul en un extremo.', 1],
          ['Agregar', 'Echen gotas de colorante rojo en el otro extremo.', 1],
          ['Observar', 'Dibujen cada minuto por dónde se mueve el agua fría y el agua tibia.', 3],
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
          'Cuando botamos aceite o basura a un río, limpiarlo cuesta mucho.',
          '¿Cuánto de la contaminación saca un filtro de arena y carbón?',
        ],
        tabla: tabla(['Muestra', 'Color', 'Olor', '¿Quedó limpia?'], 'Agua con tierra', 'Agua con aceite', 'Agua con detergente'),
        materiales: ['Botella cortada como embudo', 'Algodón, arena, piedras y carbón', 'Tres muestras de agua contaminada', 'Vasos transparentes'],
        pasos: pasos(
          ['Construir el filtro', 'Pongan en la botella capas de algodón, carbón, arena y piedras.', 2],
          ['Filtrar', 'Pasen cada muestra por el filtro y comparen el agua antes y después.', 2],
          ['Concluir', 'Expliquen por qué es mejor no contaminar que tratar de limpiar el agua.', 2],
          ['Proponer', 'Propongan acciones para proteger un río o un glaciar de Chile.', 1],
        ),
        tareas: ['informe_laboratorio', 'afiche', 'debate'],
      },
    ],
  },
]
