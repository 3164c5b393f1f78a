/**
 * Ciencias Naturales, 1° and 2° Básico: for every OA, the rubric's content criterion, the scale's indicator
 * and a practical work written for children who are learning to read (short sentences, things to touch,
 * look at and draw). Schema: `oaInstrumentos` in `../tareas/schema.ts`.
 */
import type { OaInstrumentos } from '../tareas/schema'
import { pasos, tabla } from './instrumentos-define'

export const instrumentosB12: readonly OaInstrumentos[] = [
  // ——— 1° Básico ———
  {
    codigo: 'CN01 OA 01',
    criterio: {
      nombre: 'Seres vivos y objetos no vivos',
      descriptores: [
        'Separa seres vivos de objetos no vivos y da dos razones: crecen, se reproducen o reaccionan a estímulos.',
        'Separa seres vivos de objetos no vivos y da una razón.',
        'Separa algunos seres vivos, pero cree que todo lo que se mueve está vivo.',
        'Todavía no separa seres vivos de objetos no vivos.',
      ],
    },
    indicador: {
      tercera: 'Explica por qué un ejemplo es un ser vivo o un objeto no vivo.',
      primera: 'Expliqué por qué un ejemplo es un ser vivo o un objeto no vivo.',
    },
    trabajos: [
      {
        id: 'cn01-oa01-patio-vivo',
        tipo: 'experimento',
        titulo: 'En el patio: ¿vivo o no vivo?',
        presentacion: [
          'En el patio hay seres vivos, como plantas e insectos, y objetos no vivos, como piedras y juguetes.',
          '¿Cuáles son seres vivos? ¿Cómo lo sabemos?',
        ],
        tabla: tabla(
          ['Lo que encontré', '¿Crece?', '¿Necesita agua y alimento?', '¿Es un ser vivo?'],
          '1',
          '2',
          '3',
          '4',
        ),
        materiales: ['Lupa', 'Hoja de registro', 'Lápices de colores', 'Un poroto en un vaso con algodón mojado'],
        pasos: pasos(
          ['Buscar', 'Recorran el patio con la lupa y busquen dos seres vivos y dos objetos no vivos.', 2],
          ['Registrar', 'Dibujen cada cosa en la tabla y marquen si crece y si necesita agua y alimento.', 2],
          ['Comparar', 'Miren el poroto del vaso cada día de la semana y digan si crece como un ser vivo.', 1],
          ['Contar', 'Cuenten al curso qué tienen los seres vivos que no tienen los objetos no vivos.', 1],
        ),
        tareas: ['informe_laboratorio', 'trabajo_grupo', 'afiche'],
      },
    ],
  },
  {
    codigo: 'CN01 OA 02',
    criterio: {
      nombre: 'Rasgos de los animales: cubierta, desplazamiento y hábitat',
      descriptores: [
        'Compara animales por su cubierta del cuerpo (plumas, pelos o escamas), cómo se desplazan y su hábitat.',
        'Compara animales por su cubierta del cuerpo y por cómo se desplazan.',
        'Nombra la cubierta del cuerpo de algunos animales, sin compararlos.',
        'Todavía no reconoce plumas, pelos ni escamas en los animales.',
      ],
    },
    indicador: {
      tercera: 'Agrupa animales según su cubierta del cuerpo: plumas, pelos o escamas.',
      primera: 'Agrupé animales según su cubierta del cuerpo: plumas, pelos o escamas.',
    },
    trabajos: [
      {
        id: 'cn01-oa02-ficha-animales',
        tipo: 'tema',
        titulo: 'Fichas de animales: plumas, pelos y escamas',
        presentacion: [
          'Cada animal tiene una cubierta del cuerpo: plumas, pelos o escamas.',
          'Unos caminan, otros vuelan, nadan o se arrastran.',
          '¿Cómo agrupamos a los animales según su cubierta del cuerpo?',
        ],
        tabla: tabla(
          ['Animal', 'Cubierta del cuerpo', '¿Cómo se desplaza?', '¿Dónde vive?'],
          'Gallina',
          'Salmón',
          'Perro',
          'Lagartija',
        ),
        materiales: ['Láminas o fotos de animales', 'Una pluma y un trozo de lana', 'Lupa', 'Cartulina y pegamento'],
        pasos: pasos(
          [
            'Mirar y tocar',
            'Miren con la lupa una pluma y un trozo de lana, y digan en qué se parecen a la cubierta del cuerpo de un ave y de un perro.',
            2,
          ],
          [
            'Completar la tabla',
            'Completen la tabla: cubierta del cuerpo, cómo se desplaza y dónde vive cada animal.',
            2,
          ],
          ['Agrupar', 'Peguen las láminas en tres grupos: animales con plumas, con pelos y con escamas.', 2],
          ['Mostrar', 'Muestren su afiche y cuenten cómo agruparon a los animales por sus plumas, pelos o escamas.', 1],
        ),
        tareas: ['afiche', 'trabajo_grupo', 'exposicion_oral'],
      },
    ],
  },
  {
    codigo: 'CN01 OA 03',
    criterio: {
      nombre: 'Partes de la planta: raíz, tallo, hojas y flor',
      descriptores: [
        'Nombra y ubica la raíz, el tallo, las hojas y la flor, y dice para qué sirven la raíz y el tallo.',
        'Nombra y ubica la raíz, el tallo, las hojas y la flor.',
        'Nombra dos o tres partes de la planta, o las ubica en un lugar equivocado.',
        'Todavía no nombra las partes de la planta.',
      ],
    },
    indicador: {
      tercera: 'Señala en una planta real la raíz, el tallo, las hojas y la flor.',
      primera: 'Señalé en una planta real la raíz, el tallo, las hojas y la flor.',
    },
    trabajos: [
      {
        id: 'cn01-oa03-planta-real',
        tipo: 'experimento',
        titulo: 'Miramos una planta por dentro y por fuera',
        presentacion: [
          'Una planta tiene raíz, tallo, hojas y flores.',
          '¿Dónde está cada parte de la planta? ¿Cómo es?',
        ],
        tabla: tabla(
          ['Parte de la planta', 'Mi dibujo', '¿De qué color es?', '¿Qué hace?'],
          'Raíz',
          'Tallo',
          'Hoja',
          'Flor',
        ),
        materiales: ['Una planta pequeña con raíz, en una maceta', 'Lupa', 'Papel de diario', 'Lápices de colores'],
        pasos: pasos(
          [
            'Sacar la planta',
            'Con ayuda del profesor o la profesora, saquen la planta de la maceta sobre el papel de diario sin romper la raíz.',
            1,
          ],
          ['Observar', 'Miren con la lupa la raíz, el tallo, las hojas y la flor.', 2],
          ['Dibujar', 'Dibujen cada parte de la planta en la tabla y píntenla con su color.', 2],
          ['Contar', 'Digan para qué sirven la raíz y el tallo, y vuelvan a plantar la planta.', 1],
        ),
        tareas: ['informe_laboratorio', 'maqueta', 'afiche'],
      },
    ],
  },
  {
    codigo: 'CN01 OA 04',
    criterio: {
      nombre: 'Clasificar semillas, frutos, flores y tallos',
      descriptores: [
        'Clasifica semillas o frutos con un criterio (tamaño, forma, textura o color) y lo dice con sus palabras.',
        'Clasifica semillas o frutos con un criterio, pero no lo sabe decir.',
        'Separa semillas o frutos en grupos que mezclan dos criterios.',
        'Todavía no clasifica semillas ni frutos.',
      ],
    },
    indicador: {
      tercera: 'Ordena semillas o frutos según su tamaño, forma, textura o color.',
      primera: 'Ordené semillas o frutos según su tamaño, forma, textura o color.',
    },
    trabajos: [
      {
        id: 'cn01-oa04-semillas',
        tipo: 'experimento',
        titulo: 'Una colección de semillas y frutos',
        presentacion: [
          'Las semillas y los frutos tienen distintos tamaños, formas, texturas y colores.',
          '¿Con qué criterio podemos ordenarlos?',
        ],
        tabla: tabla(
          ['Semilla o fruto', 'Tamaño', 'Textura', 'Color'],
          'Poroto',
          'Lenteja',
          'Maíz',
          'Semilla de zapallo',
          'Limón',
          'Kiwi',
        ),
        materiales: [
          'Porotos, lentejas, maíz y semillas de zapallo',
          'Un limón y un kiwi',
          'Lupa',
          'Platos de cartón',
          'Regla',
        ],
        pasos: pasos(
          ['Explorar', 'Toquen y miren con la lupa cada semilla y cada fruto.', 2],
          ['Registrar', 'Completen la tabla: tamaño, textura y color de cada semilla o fruto.', 2],
          ['Clasificar', 'Separen las semillas en platos según un criterio que elija el grupo.', 2],
          ['Adivinar el criterio', 'Otro grupo mira sus platos y adivina qué criterio usaron.', 1],
        ),
        tareas: ['informe_laboratorio', 'trabajo_grupo'],
      },
    ],
  },
  {
    codigo: 'CN01 OA 05',
    criterio: {
      nombre: 'Plantas y animales de Chile y su cuidado',
      descriptores: [
        'Describe una planta y un animal nativos de Chile por sus rasgos y propone una forma de cuidarlos.',
        'Describe una planta o un animal nativo de Chile por sus rasgos.',
        'Nombra una planta o un animal de Chile, sin describirlo.',
        'Todavía no reconoce plantas ni animales de Chile.',
      ],
    },
    indicador: {
      tercera: 'Propone una forma de cuidar una planta o un animal nativo de Chile.',
      primera: 'Propuse una forma de cuidar una planta o un animal nativo de Chile.',
    },
    trabajos: [
      {
        id: 'cn01-oa05-afiche-nativos',
        tipo: 'tema',
        titulo: 'Afiche: cuidemos la flora y fauna de Chile',
        presentacion: [
          'El copihue, la araucaria, el huemul y el pudú son plantas y animales nativos de Chile.',
          '¿Cómo son estas plantas y animales nativos? ¿Cómo los cuidamos?',
        ],
        tabla: tabla(
          ['Planta o animal de Chile', '¿Cómo es?', '¿Dónde vive?', '¿Cómo lo cuido?'],
          'Copihue',
          'Araucaria',
          'Huemul',
          'Pudú',
        ),
        materiales: [
          'Láminas del copihue, la araucaria, el huemul y el pudú',
          'Cartulina',
          'Lápices de colores',
          'Pegamento',
        ],
        pasos: pasos(
          ['Mirar las láminas', 'Miren las láminas y digan cómo es cada planta y cada animal nativo de Chile.', 2],
          [
            'Completar la tabla',
            'Completen la tabla de las plantas y animales nativos con ayuda del profesor o la profesora.',
            2,
          ],
          ['Hacer el afiche', 'Dibujen una planta o un animal nativo y escriban una forma de cuidarlo.', 2],
          ['Mostrar', 'Muestren su afiche al curso y digan cómo cuidar la flora y fauna de Chile.', 1],
        ),
        tareas: ['afiche', 'exposicion_oral', 'trabajo_grupo'],
      },
    ],
  },
  {
    codigo: 'CN01 OA 06',
    criterio: {
      nombre: 'Los sentidos y su cuidado',
      descriptores: [
        'Relaciona cada sentido con su órgano (ojos, oídos, nariz, lengua y piel) y propone cómo protegerlo.',
        'Relaciona cada sentido con su órgano.',
        'Relaciona algunos sentidos con su órgano y confunde otros.',
        'Todavía no relaciona los sentidos con sus órganos.',
      ],
    },
    indicador: {
      tercera: 'Dice qué sentido usa para reconocer un objeto y con qué órgano.',
      primera: 'Dije qué sentido usé para reconocer un objeto y con qué órgano.',
    },
    trabajos: [
      {
        id: 'cn01-oa06-caja-sentidos',
        tipo: 'experimento',
        titulo: 'La caja misteriosa de los sentidos',
        presentacion: [
          'Con los ojos tapados, ¿podemos saber qué hay en la caja?',
          '¿Qué sentido nos ayuda en cada caso?',
        ],
        tabla: tabla(
          ['Objeto', '¿Qué sentido usé?', '¿Con qué órgano?', '¿Acerté?'],
          'Limón',
          'Cascabel',
          'Algodón',
          'Canela',
          'Lija',
        ),
        materiales: [
          'Una caja con un agujero',
          'Pañuelo para tapar los ojos',
          'Limón, cascabel, algodón, canela y lija',
          'Vasos pequeños',
        ],
        pasos: pasos(
          ['Tapar los ojos', 'Un estudiante se tapa los ojos con el pañuelo.', 1],
          ['Explorar', 'Toca, huele o escucha cada objeto de la caja y dice qué sentido usó.', 3],
          ['Registrar', 'El grupo anota en la tabla el sentido y el órgano que usó.', 2],
          ['Cuidar los sentidos', 'Propongan una forma de cuidar cada órgano de los sentidos.', 1],
        ),
        tareas: ['informe_laboratorio', 'trabajo_grupo', 'afiche'],
      },
    ],
  },
  {
    codigo: 'CN01 OA 07',
    criterio: {
      nombre: 'Hábitos de vida saludable',
      descriptores: [
        'Describe hábitos saludables de aseo, alimentación y actividad física, y los practica en la escuela.',
        'Describe hábitos saludables de aseo y de alimentación.',
        'Nombra un hábito saludable, sin explicar para qué sirve.',
        'Todavía no reconoce hábitos saludables.',
      ],
    },
    indicador: {
      tercera: 'Se lava las manos con agua y jabón antes de comer su colación.',
      primera: 'Me lavé las manos con agua y jabón antes de comer mi colación.',
    },
    trabajos: [
      {
        id: 'cn01-oa07-manos-limpias',
        tipo: 'experimento',
        titulo: '¿Se van los microbios con agua sola?',
        presentacion: [
          'Lavarse las manos es un hábito saludable.',
          '¿Qué pasa si nos lavamos solo con agua y qué pasa si usamos jabón?',
        ],
        tabla: tabla(
          ['Cómo me lavé las manos', '¿Salió la pintura?', 'Mi dibujo'],
          'Sin lavar',
          'Solo con agua',
          'Con agua y jabón',
        ),
        materiales: ['Pintura lavable', 'Jabón', 'Agua', 'Toalla de papel'],
        pasos: pasos(
          ['Ensuciar las manos', 'Pongan un poco de pintura lavable en las manos: es como si fueran microbios.', 1],
          ['Lavar solo con agua', 'Laven las manos solo con agua, sin jabón, y miren si salió la pintura.', 2],
          ['Lavar con agua y jabón', 'Laven las manos con agua y jabón y comparen.', 2],
          ['Concluir', 'Digan por qué el lavado de manos con jabón es un hábito saludable.', 1],
        ),
        tareas: ['informe_laboratorio', 'afiche', 'dramatizacion'],
      },
    ],
  },
  {
    codigo: 'CN01 OA 08',
    criterio: {
      nombre: 'Materiales y sus propiedades',
      descriptores: [
        'Clasifica objetos por su material y sus propiedades (flexible, rígido, impermeable) y dice para qué sirven.',
        'Clasifica objetos por su material y nombra una propiedad.',
        'Nombra el material de algunos objetos, sin decir sus propiedades.',
        'Todavía no reconoce de qué material está hecho un objeto.',
      ],
    },
    indicador: {
      tercera: 'Prueba si un material es impermeable, flexible o rígido.',
      primera: 'Probé si un material es impermeable, flexible o rígido.',
    },
    trabajos: [
      {
        id: 'cn01-oa08-materiales',
        tipo: 'experimento',
        titulo: '¿Qué material deja pasar el agua?',
        presentacion: [
          'Queremos tapar una maceta con un material impermeable para que no le entre la lluvia.',
          '¿Qué material es impermeable?',
        ],
        tabla: tabla(
          ['Material', '¿Es impermeable?', '¿Es flexible o rígido?'],
          'Papel',
          'Plástico',
          'Género',
          'Cartón',
          'Papel de aluminio',
        ),
        materiales: [
          'Trozos de papel, plástico, género, cartón y papel de aluminio',
          'Vasos',
          'Elásticos',
          'Cuchara y vaso con agua',
        ],
        pasos: pasos(
          ['Preparar', 'Cubran cada vaso con un material distinto y sujétenlo con un elástico.', 1],
          ['Probar', 'Echen una cucharada de agua sobre cada material y miren si pasa al vaso.', 2],
          ['Doblar', 'Doblen cada material y digan si es flexible o rígido.', 1],
          ['Elegir', 'Elijan el mejor material para tapar la maceta y expliquen por qué.', 2],
        ),
        tareas: ['informe_laboratorio', 'trabajo_grupo'],
      },
    ],
  },
  {
    codigo: 'CN01 OA 09',
    criterio: {
      nombre: 'Cambios de los materiales con fuerza, calor, luz o agua',
      descriptores: [
        'Describe qué le pasa a un material al aplicarle fuerza, calor o agua, y compara dos materiales.',
        'Describe qué le pasa a un material al aplicarle fuerza, calor o agua.',
        'Dice que el material cambió al mojarlo o al aplicarle fuerza, sin describir cómo.',
        'Todavía no observa qué le pasa a un material al mojarlo o calentarlo.',
      ],
    },
    indicador: {
      tercera: 'Describe cómo cambia un material al mojarlo, calentarlo o aplicarle fuerza.',
      primera: 'Describí cómo cambia un material al mojarlo, calentarlo o aplicarle fuerza.',
    },
    trabajos: [
      {
        id: 'cn01-oa09-que-le-pasa',
        tipo: 'experimento',
        titulo: '¿Qué le pasa a cada material?',
        presentacion: [
          'Vamos a mojar, calentar y apretar distintos materiales.',
          '¿Cuál cambia de forma? ¿Cuál se derrite?',
        ],
        tabla: tabla(
          ['Material', 'Al mojarlo', 'Al sol', 'Al apretarlo'],
          'Papel',
          'Plasticina',
          'Chocolate',
          'Piedra',
        ),
        materiales: [
          'Papel, plasticina, un trozo de chocolate y una piedra',
          'Platos',
          'Vaso con agua',
          'Un lugar con sol',
        ],
        pasos: pasos(
          ['Mojar', 'Mojen cada material con un poco de agua y miren si se moja o se deforma.', 2],
          ['Calentar al sol', 'Dejen cada material en un plato al sol por media hora y miren cuál se derrite.', 2],
          ['Aplicar fuerza', 'Aprieten cada material con las manos y miren si cambia de forma.', 1],
          ['Contar', 'Completen la tabla y digan qué material cambia de forma con el agua, el calor o la fuerza.', 1],
        ),
        tareas: ['informe_laboratorio', 'trabajo_grupo'],
      },
    ],
  },
  {
    codigo: 'CN01 OA 10',
    criterio: {
      nombre: 'Diseño de un objeto tecnológico con materiales elegidos',
      descriptores: [
        'Diseña y construye un objeto tecnológico que resuelve el problema y explica por qué eligió sus materiales.',
        'Diseña y construye un objeto tecnológico que resuelve el problema.',
        'Construye un objeto tecnológico que no resuelve del todo el problema.',
        'Todavía no diseña un objeto tecnológico para el problema.',
      ],
    },
    indicador: {
      tercera: 'Elige materiales según sus propiedades para construir su objeto tecnológico.',
      primera: 'Elegí materiales según sus propiedades para construir mi objeto tecnológico.',
    },
    trabajos: [
      {
        id: 'cn01-oa10-paraguas-muneco',
        tipo: 'problema',
        titulo: 'Un paraguas para un muñeco',
        presentacion: [
          'El muñeco de la sala se moja cuando regamos las plantas: tenemos que resolver un problema.',
          'Diseñemos un objeto tecnológico que lo proteja del agua.',
        ],
        tabla: tabla(['Material', '¿Es impermeable?', '¿Lo elegimos?'], 'Papel', 'Bolsa plástica', 'Género', 'Cartón'),
        materiales: [
          'Bolsas plásticas, papel, género y cartón',
          'Palos de helado o bombillas',
          'Cinta adhesiva',
          'Tijeras punta roma',
          'Regadera',
        ],
        pasos: pasos(
          ['Pensar el problema', 'Digan qué problema tiene el muñeco y qué objeto lo puede resolver.', 1],
          ['Diseñar', 'Dibujen su objeto tecnológico y marquen qué material usarán.', 2],
          ['Construir', 'Construyan el paraguas con los materiales elegidos.', 3],
          ['Probar y mejorar', 'Rieguen el muñeco con el paraguas y mejoren lo que no funcionó.', 2],
        ),
        tareas: ['maqueta', 'trabajo_grupo', 'exposicion_oral'],
      },
    ],
  },
  {
    codigo: 'CN01 OA 11',
    criterio: {
      nombre: 'El ciclo del día y la noche',
      descriptores: [
        'Describe el día y la noche por lo que se ve en el cielo (Sol, Luna, estrellas) y por cómo cambian los seres vivos.',
        'Describe el día y la noche por lo que se ve en el cielo.',
        'Distingue el día de la noche, sin describir el cielo.',
        'Todavía no describe el día ni la noche.',
      ],
    },
    indicador: {
      tercera: 'Registra cómo cambia la luz del cielo y la sombra durante el día.',
      primera: 'Registré cómo cambia la luz del cielo y la sombra durante el día.',
    },
    trabajos: [
      {
        id: 'cn01-oa11-sombra-palo',
        tipo: 'experimento',
        titulo: 'La sombra de un palo durante el día',
        presentacion: [
          'El Sol ilumina el día y en la noche vemos la Luna y las estrellas.',
          '¿Cambia la sombra de un palo cuando el Sol se mueve en el cielo?',
        ],
        tabla: tabla(
          ['Hora', '¿Dónde está el Sol?', '¿Cómo es la sombra?', 'Mi dibujo'],
          'En la mañana',
          'Al mediodía',
          'En la tarde',
        ),
        materiales: ['Un palo de escoba', 'Tiza', 'Maceta con tierra para parar el palo', 'Hoja de registro'],
        pasos: pasos(
          ['Parar el palo', 'Paren el palo en el patio en un lugar con sol.', 1],
          [
            'Marcar la sombra',
            'Marquen con tiza la sombra en la mañana, al mediodía y en la tarde, y miren dónde está el Sol.',
            3,
          ],
          ['Registrar', 'Dibujen en la tabla dónde está el Sol y cómo es la sombra.', 2],
          ['Pensar en la noche', 'Conversen qué se ve en el cielo de noche y qué animales están despiertos.', 1],
        ),
        tareas: ['informe_laboratorio', 'afiche'],
      },
    ],
  },
  {
    codigo: 'CN01 OA 12',
    criterio: {
      nombre: 'Las estaciones del año y sus cambios',
      descriptores: [
        'Describe las cuatro estaciones del año y cómo cambian las plantas, los animales y las personas en cada una.',
        'Describe las cuatro estaciones del año por su tiempo (frío, calor, lluvia).',
        'Nombra las estaciones del año, sin describirlas.',
        'Todavía no nombra las estaciones del año.',
      ],
    },
    indicador: {
      tercera: 'Relaciona una estación del año con un cambio en las plantas o los animales.',
      primera: 'Relacioné una estación del año con un cambio en las plantas o los animales.',
    },
    trabajos: [
      {
        id: 'cn01-oa12-arbol-estaciones',
        tipo: 'tema',
        titulo: 'El árbol del patio en cada estación',
        presentacion: [
          'En otoño, invierno, primavera y verano el árbol del patio cambia.',
          '¿Qué le pasa en cada estación del año?',
        ],
        tabla: tabla(
          ['Estación', '¿Cómo están sus hojas?', '¿Tiene flores o frutos?', '¿Qué ropa usamos?'],
          'Otoño',
          'Invierno',
          'Primavera',
          'Verano',
        ),
        materiales: [
          'Un árbol del patio o su foto en cada estación',
          'Hojas secas y verdes',
          'Cartulina dividida en cuatro',
          'Lápices de colores',
        ],
        pasos: pasos(
          ['Observar', 'Miren el árbol del patio y toquen sus hojas: ¿cómo están en esta estación?', 2],
          ['Recordar', 'Conversen cómo estaba el árbol en la estación anterior.', 1],
          ['Dibujar', 'Dibujen el árbol en las cuatro estaciones del año en la cartulina.', 3],
          ['Presentar', 'Cuenten qué cambia en cada estación.', 1],
        ),
        tareas: ['afiche', 'exposicion_oral', 'trabajo_grupo'],
      },
    ],
  },
  // ——— 2° Básico ———
  {
    codigo: 'CN02 OA 01',
    criterio: {
      nombre: 'Clasificación de los vertebrados',
      descriptores: [
        'Clasifica vertebrados en mamíferos, aves, reptiles, anfibios y peces por su cubierta, sus mamas o cómo respiran.',
        'Clasifica vertebrados en los cinco grupos, con uno o dos errores.',
        'Reconoce mamíferos y aves, pero confunde reptiles, anfibios y peces.',
        'Todavía no clasifica los vertebrados en grupos.',
      ],
    },
    indicador: {
      tercera: 'Explica a qué grupo de vertebrados pertenece un animal según su cubierta y cómo respira.',
      primera: 'Expliqué a qué grupo de vertebrados pertenece un animal según su cubierta y cómo respira.',
    },
    trabajos: [
      {
        id: 'cn02-oa01-vertebrados',
        tipo: 'tema',
        titulo: 'El zoológico de los vertebrados',
        presentacion: [
          'Los vertebrados tienen columna vertebral.',
          'Se agrupan en mamíferos, aves, reptiles, anfibios y peces.',
          '¿A qué grupo de vertebrados pertenece cada animal?',
        ],
        tabla: tabla(
          ['Animal', 'Cubierta del cuerpo', '¿Cómo respira?', 'Grupo de vertebrados'],
          'Ballena',
          'Pingüino',
          'Lagartija',
          'Rana',
          'Salmón',
        ),
        materiales: ['Láminas de vertebrados', 'Cartulina dividida en cinco', 'Pegamento', 'Lápices de colores'],
        pasos: pasos(
          ['Observar', 'Miren cada lámina y digan si el animal tiene plumas, pelos o escamas.', 1],
          ['Completar la tabla', 'Completen la tabla: cubierta, cómo respira y grupo de vertebrados.', 2],
          [
            'Armar el zoológico',
            'Peguen cada animal en la parte de su grupo: mamíferos, aves, reptiles, anfibios o peces.',
            2,
          ],
          ['Explicar', 'Expliquen por qué la ballena es un mamífero y no un pez.', 1],
        ),
        tareas: ['afiche', 'trabajo_grupo', 'exposicion_oral'],
      },
    ],
  },
  {
    codigo: 'CN02 OA 02',
    criterio: {
      nombre: 'Invertebrados: insectos, arácnidos y crustáceos',
      descriptores: [
        'Clasifica invertebrados en insectos, arácnidos y crustáceos por sus patas y su cuerpo, y los compara con los vertebrados.',
        'Clasifica invertebrados en insectos, arácnidos y crustáceos.',
        'Reconoce a los insectos, pero confunde arácnidos y crustáceos.',
        'Todavía no distingue invertebrados de vertebrados.',
      ],
    },
    indicador: {
      tercera: 'Cuenta las patas de un invertebrado para saber si es insecto o arácnido.',
      primera: 'Conté las patas de un invertebrado para saber si es insecto o arácnido.',
    },
    trabajos: [
      {
        id: 'cn02-oa02-bichos-patio',
        tipo: 'experimento',
        titulo: 'Buscamos invertebrados en el patio',
        presentacion: [
          'Bajo las piedras y las hojas viven muchos invertebrados.',
          '¿Cuántas patas tienen? ¿Son insectos o arácnidos?',
        ],
        tabla: tabla(['Invertebrado', 'Número de patas', '¿Tiene antenas?', 'Grupo'], '1', '2', '3', '4'),
        materiales: ['Lupa', 'Frasco transparente con tapa con agujeros', 'Pincel suave', 'Guantes'],
        pasos: pasos(
          ['Buscar', 'Levanten piedras y hojas con cuidado y busquen invertebrados.', 2],
          ['Observar', 'Pongan el invertebrado en el frasco con el pincel y cuenten sus patas con la lupa.', 2],
          ['Clasificar', 'Completen la tabla y digan si es insecto, arácnido, crustáceo u otro invertebrado.', 2],
          ['Devolver', 'Devuelvan cada invertebrado al lugar donde lo encontraron.', 1],
        ),
        tareas: ['informe_laboratorio', 'trabajo_grupo'],
      },
    ],
  },
  {
    codigo: 'CN02 OA 03',
    criterio: {
      nombre: 'Ciclo de vida de los animales',
      descriptores: [
        'Ordena las etapas del ciclo de vida de un insecto, un anfibio, un ave y un mamífero, y dice cuáles tienen metamorfosis.',
        'Ordena las etapas del ciclo de vida de dos animales.',
        'Nombra etapas del ciclo de vida en un orden equivocado.',
        'Todavía no reconoce etapas del ciclo de vida.',
      ],
    },
    indicador: {
      tercera: 'Ordena las etapas del ciclo de vida de la mariposa o de la rana.',
      primera: 'Ordené las etapas del ciclo de vida de la mariposa o de la rana.',
    },
    trabajos: [
      {
        id: 'cn02-oa03-ciclo-maqueta',
        tipo: 'tema',
        titulo: 'Una rueda del ciclo de vida',
        presentacion: [
          'La mariposa nace de un huevo, es oruga, luego pupa y al final adulto.',
          'La rana pasa de huevo a renacuajo y a rana adulta.',
        ],
        tabla: tabla(['Animal', 'Etapa 1', 'Etapa 2', 'Etapa 3', 'Etapa 4'], 'Mariposa', 'Rana', 'Gallina', 'Perro'),
        materiales: ['Plato de cartón', 'Chinche mariposa', 'Lápices de colores', 'Láminas de etapas de animales'],
        pasos: pasos(
          ['Ordenar', 'Ordenen las láminas de las etapas de cada animal y completen la tabla.', 2],
          ['Construir la rueda', 'Dividan el plato en cuatro y dibujen las etapas del ciclo de vida de un animal.', 3],
          ['Comparar', 'Digan qué animales tienen metamorfosis y cuáles nacen parecidos al adulto.', 1],
        ),
        tareas: ['maqueta', 'afiche', 'exposicion_oral'],
      },
    ],
  },
  {
    codigo: 'CN02 OA 04',
    criterio: {
      nombre: 'Hábitats: luz, humedad y temperatura',
      descriptores: [
        'Compara dos hábitats por su luz, humedad y temperatura, y explica qué necesita el animal que vive en cada uno.',
        'Compara dos hábitats por su luz, humedad y temperatura.',
        'Describe un hábitat por una sola condición.',
        'Todavía no describe las condiciones de un hábitat.',
      ],
    },
    indicador: {
      tercera: 'Describe el hábitat de un animal según su luz, humedad y temperatura.',
      primera: 'Describí el hábitat de un animal según su luz, humedad y temperatura.',
    },
    trabajos: [
      {
        id: 'cn02-oa04-chanchitos',
        tipo: 'experimento',
        titulo: '¿Qué hábitat prefieren los chanchitos de tierra?',
        presentacion: [
          'El hábitat de los chanchitos de tierra está bajo piedras y hojas.',
          '¿Prefieren un lugar húmedo y oscuro, o seco y con luz?',
        ],
        tabla: tabla(['Minuto', 'Lado húmedo y oscuro', 'Lado seco y con luz'], '1', '3', '5', '10'),
        materiales: [
          'Caja de zapatos con tapa a medias',
          'Algodón mojado y tierra seca',
          'Diez chanchitos de tierra',
          'Reloj',
        ],
        pasos: pasos(
          [
            'Armar los hábitats',
            'Pongan algodón mojado en un lado de la caja y tierra seca en el otro; tapen solo el lado húmedo.',
            2,
          ],
          [
            'Predecir',
            'Digan en qué hábitat creen que se juntarán los chanchitos: húmedo y oscuro, o seco y con luz.',
            1,
          ],
          [
            'Contar',
            'Pongan los chanchitos al medio y cuenten cuántos hay en el lado húmedo y en el seco en los minutos de la tabla.',
            2,
          ],
          ['Concluir', 'Expliquen qué condiciones de luz y humedad necesita su hábitat y devuélvanlos al jardín.', 1],
        ),
        tareas: ['informe_laboratorio', 'trabajo_grupo'],
      },
    ],
  },
  {
    codigo: 'CN02 OA 05',
    criterio: {
      nombre: 'Animales nativos en peligro de extinción',
      descriptores: [
        'Nombra animales nativos en peligro de extinción, explica cómo se deteriora su hábitat y propone medidas para protegerlos.',
        'Nombra animales nativos en peligro de extinción y propone una medida para protegerlos.',
        'Nombra un animal en peligro de extinción, sin decir por qué.',
        'Todavía no reconoce animales en peligro de extinción.',
      ],
    },
    indicador: {
      tercera: 'Propone una medida para proteger a un animal nativo en peligro de extinción.',
      primera: 'Propuse una medida para proteger a un animal nativo en peligro de extinción.',
    },
    trabajos: [
      {
        id: 'cn02-oa05-afiche-huemul',
        tipo: 'tema',
        titulo: 'Afiche: salvemos al huemul, al pudú y a la chinchilla',
        presentacion: [
          'El huemul, el pudú y la chinchilla son animales nativos en peligro de extinción.',
          '¿Por qué quedan pocos? ¿Cómo los protegemos?',
        ],
        tabla: tabla(
          ['Animal nativo', '¿Dónde vive?', '¿Qué daña su hábitat?', '¿Cómo lo protegemos?'],
          'Huemul',
          'Pudú',
          'Chinchilla',
          'Pingüino de Humboldt',
        ),
        materiales: ['Fichas con fotos de los animales', 'Cartulina', 'Lápices de colores', 'Pegamento'],
        pasos: pasos(
          ['Leer las fichas', 'Escuchen la ficha de cada animal nativo y completen la tabla.', 2],
          ['Elegir', 'Elijan un animal en peligro de extinción para su afiche.', 1],
          ['Hacer el afiche', 'Dibujen el animal y su hábitat, y escriban una medida para protegerlo.', 3],
          ['Presentar', 'Presenten su afiche al curso y expliquen por qué ese animal está en peligro de extinción.', 1],
        ),
        tareas: ['afiche', 'exposicion_oral', 'trabajo_grupo'],
      },
    ],
  },
  {
    codigo: 'CN02 OA 06',
    criterio: {
      nombre: 'Efectos de la actividad humana en los animales y sus hábitats',
      descriptores: [
        'Explica cómo la basura, la contaminación, la caza o los incendios dañan a los animales y su hábitat, y propone acciones.',
        'Explica cómo una acción humana daña a los animales o su hábitat.',
        'Nombra una acción humana dañina, sin decir su efecto en los animales.',
        'Todavía no relaciona la actividad humana con los animales.',
      ],
    },
    indicador: {
      tercera: 'Relaciona una acción humana con su efecto en los animales de un hábitat.',
      primera: 'Relacioné una acción humana con su efecto en los animales de un hábitat.',
    },
    trabajos: [
      {
        id: 'cn02-oa06-basura-playa',
        tipo: 'experimento',
        titulo: 'La basura en el hábitat de las aves',
        presentacion: [
          'En una playa hay bolsas, botellas y redes botadas: es basura que dejó la actividad humana.',
          '¿Cómo afecta esa basura a las aves y a los peces?',
        ],
        tabla: tabla(
          ['Basura', '¿Cuánto tarda en desaparecer?', '¿Qué le puede pasar a un animal?'],
          'Bolsa plástica',
          'Cáscara de fruta',
          'Lata',
          'Red de pesca',
        ),
        materiales: [
          'Bolsa plástica, cáscara de plátano, lata limpia y trozo de red',
          'Cuatro vasos con tierra húmeda',
          'Guantes',
          'Hoja de registro',
        ],
        pasos: pasos(
          ['Enterrar', 'Entierren cada tipo de basura en un vaso con tierra húmeda.', 1],
          ['Observar', 'Revisen los vasos cada semana durante un mes y anoten qué basura cambia.', 3],
          ['Pensar en los animales', 'Digan qué le puede pasar a un animal que come o se enreda en esa basura.', 1],
          ['Proponer', 'Propongan una acción del curso para cuidar a los animales de la basura.', 1],
        ),
        tareas: ['informe_laboratorio', 'afiche', 'trabajo_grupo'],
      },
    ],
  },
  {
    codigo: 'CN02 OA 07',
    criterio: {
      nombre: 'Órganos del cuerpo: corazón, pulmones, estómago, esqueleto y músculos',
      descriptores: [
        'Ubica el corazón, los pulmones, el estómago, el esqueleto y los músculos, y explica la función de cada uno.',
        'Ubica los órganos en el cuerpo y explica la función de tres de ellos.',
        'Ubica algunos órganos, sin explicar su función.',
        'Todavía no ubica los órganos en el cuerpo.',
      ],
    },
    indicador: {
      tercera: 'Ubica en un modelo del cuerpo el corazón, los pulmones y el estómago, y dice su función.',
      primera: 'Ubiqué en un modelo del cuerpo el corazón, los pulmones y el estómago, y dije su función.',
    },
    trabajos: [
      {
        id: 'cn02-oa07-silueta',
        tipo: 'tema',
        titulo: 'Nuestra silueta con órganos',
        presentacion: [
          'Dentro del cuerpo están el corazón, los pulmones, el estómago, los huesos y los músculos.',
          '¿Dónde está cada órgano y qué hace?',
        ],
        tabla: tabla(
          ['Órgano', '¿Dónde está?', '¿Qué hace?'],
          'Corazón',
          'Pulmones',
          'Estómago',
          'Esqueleto',
          'Músculos',
        ),
        materiales: [
          'Un pliego de papel del tamaño de un niño',
          'Plumones',
          'Órganos recortados en cartulina',
          'Pegamento',
        ],
        pasos: pasos(
          [
            'Dibujar la silueta',
            'Un estudiante se acuesta en el papel y el grupo dibuja su silueta para ubicar los órganos.',
            1,
          ],
          ['Ubicar los órganos', 'Peguen el corazón, los pulmones y el estómago en su lugar.', 2],
          ['Completar la tabla', 'Escriban qué hace cada órgano.', 2],
          ['Presentar', 'Presenten su silueta y expliquen la función de un órgano.', 1],
        ),
        tareas: ['maqueta', 'exposicion_oral', 'trabajo_grupo'],
      },
    ],
  },
  {
    codigo: 'CN02 OA 08',
    criterio: {
      nombre: 'La actividad física, los músculos y el corazón',
      descriptores: [
        'Explica con sus datos por qué la actividad física fortalece el corazón y los músculos, y propone una rutina diaria.',
        'Explica por qué la actividad física fortalece el corazón y los músculos.',
        'Dice que el ejercicio es bueno, sin relacionarlo con el corazón ni los músculos.',
        'Todavía no relaciona la actividad física con la salud.',
      ],
    },
    indicador: {
      tercera: 'Compara sus latidos antes y después de la actividad física.',
      primera: 'Comparé mis latidos antes y después de la actividad física.',
    },
    trabajos: [
      {
        id: 'cn02-oa08-latidos',
        tipo: 'experimento',
        titulo: '¿Qué le pasa al corazón cuando saltamos?',
        presentacion: [
          'Cuando hacemos ejercicio, el corazón late más rápido.',
          '¿Cuántos latidos sentimos antes y después de saltar?',
        ],
        tabla: tabla(
          ['Momento', 'Latidos en 15 segundos', '¿Cómo me siento?'],
          'En reposo',
          'Después de saltar 1 minuto',
          'Después de descansar 2 minutos',
        ),
        materiales: ['Cuerda para saltar', 'Reloj con segundero', 'Hoja de registro'],
        pasos: pasos(
          [
            'Contar en reposo',
            'Pongan la mano en el pecho y cuenten los latidos del corazón en 15 segundos, antes del ejercicio.',
            1,
          ],
          ['Hacer ejercicio', 'Salten la cuerda durante un minuto y vuelvan a contar los latidos.', 2],
          ['Descansar y contar', 'Descansen dos minutos y cuenten otra vez cómo late el corazón.', 1],
          ['Proponer', 'Propongan una actividad física para cada día de la semana.', 2],
        ),
        tareas: ['informe_laboratorio', 'afiche'],
      },
    ],
  },
  {
    codigo: 'CN02 OA 09',
    criterio: {
      nombre: 'Características del agua',
      descriptores: [
        'Muestra con experimentos que el agua escurre, toma la forma del recipiente, disuelve sal y azúcar, y es transparente e inodora.',
        'Muestra con experimentos tres características del agua.',
        'Nombra una característica del agua, sin probarla.',
        'Todavía no describe características del agua.',
      ],
    },
    indicador: {
      tercera: 'Comprueba si una sustancia se disuelve en agua y registra lo que observa.',
      primera: 'Comprobé si una sustancia se disuelve en agua y registré lo que observé.',
    },
    trabajos: [
      {
        id: 'cn02-oa09-disuelve',
        tipo: 'experimento',
        titulo: '¿Qué se disuelve en el agua?',
        presentacion: [
          'El agua es transparente, no tiene olor y disuelve algunas sustancias.',
          '¿Se disuelven la sal, el azúcar, la arena y el aceite?',
        ],
        tabla: tabla(
          ['Sustancia', '¿Se disuelve en agua?', '¿El agua sigue transparente?'],
          'Sal',
          'Azúcar',
          'Arena',
          'Aceite',
        ),
        materiales: [
          'Cuatro vasos transparentes con agua',
          'Sal, azúcar, arena y aceite',
          'Cucharas',
          'Hoja de registro',
        ],
        pasos: pasos(
          ['Mirar y oler el agua', 'Miren y huelan el agua de los vasos y digan si es transparente e inodora.', 1],
          [
            'Mezclar',
            'Echen una cucharada de cada sustancia en un vaso y revuelvan para ver si el agua la disuelve.',
            2,
          ],
          ['Observar', 'Esperen un minuto y anoten si la sustancia se disuelve en el agua.', 2],
          ['Concluir', 'Digan qué sustancias disuelve el agua y cuáles no.', 1],
        ),
        tareas: ['informe_laboratorio', 'trabajo_grupo'],
      },
    ],
  },
  {
    codigo: 'CN02 OA 10',
    criterio: {
      nombre: 'El agua en estado sólido, líquido y gaseoso',
      descriptores: [
        'Reconoce el agua en estado sólido, líquido y gaseoso, y explica cómo pasa de un estado a otro con el calor o el frío.',
        'Reconoce el agua en sus tres estados con ejemplos.',
        'Reconoce el hielo y el agua líquida, pero no el vapor.',
        'Todavía no reconoce los estados del agua.',
      ],
    },
    indicador: {
      tercera: 'Da un ejemplo del agua en estado sólido, líquido y gaseoso.',
      primera: 'Di un ejemplo del agua en estado sólido, líquido y gaseoso.',
    },
    trabajos: [
      {
        id: 'cn02-oa10-hielo-derrite',
        tipo: 'experimento',
        titulo: '¿Dónde se derrite más rápido el hielo?',
        presentacion: [
          'El hielo es agua en estado sólido.',
          '¿Dónde pasa más rápido a estado líquido: al sol, a la sombra o en la mano?',
        ],
        tabla: tabla(['Lugar', 'Minutos hasta ser líquido', 'Mi dibujo'], 'Al sol', 'A la sombra', 'En la mano'),
        materiales: ['Cubos de hielo iguales', 'Platos', 'Reloj', 'Hoja de registro'],
        pasos: pasos(
          ['Predecir', 'Digan dónde creen que el hielo se derretirá primero.', 1],
          ['Poner el hielo', 'Pongan un cubo de hielo al sol, otro a la sombra y otro en la mano.', 1],
          ['Medir el tiempo', 'Anoten cuántos minutos tarda cada cubo en ser agua líquida.', 3],
          ['Explicar', 'Expliquen qué hizo cambiar el estado del agua.', 1],
        ),
        tareas: ['informe_laboratorio', 'trabajo_grupo'],
      },
    ],
  },
  {
    codigo: 'CN02 OA 11',
    criterio: {
      nombre: 'El ciclo del agua y su cuidado',
      descriptores: [
        'Describe la evaporación, la condensación y la precipitación en el ciclo del agua y propone acciones para cuidarla.',
        'Describe el ciclo del agua con sus tres procesos.',
        'Nombra un proceso del ciclo del agua, sin ordenarlo.',
        'Todavía no describe el ciclo del agua.',
      ],
    },
    indicador: {
      tercera: 'Explica con un modelo la evaporación, la condensación y la precipitación.',
      primera: 'Expliqué con un modelo la evaporación, la condensación y la precipitación.',
    },
    trabajos: [
      {
        id: 'cn02-oa11-ciclo-bolsa',
        tipo: 'experimento',
        titulo: 'El ciclo del agua en una bolsa',
        presentacion: [
          'El agua se evapora, forma nubes y cae como lluvia.',
          '¿Podemos ver el ciclo del agua en una bolsa en la ventana?',
        ],
        tabla: tabla(['Día', '¿Hay gotitas arriba?', '¿Caen gotas?', 'Mi dibujo'], 'Día 1', 'Día 2', 'Día 3'),
        materiales: ['Bolsa plástica con cierre', 'Agua con colorante azul', 'Cinta adhesiva', 'Plumón'],
        pasos: pasos(
          [
            'Preparar',
            'Echen un poco de agua azul en la bolsa, ciérrenla y péguenla en una ventana con sol para que haya evaporación.',
            1,
          ],
          ['Dibujar', 'Dibujen en la bolsa un sol, una nube y gotas de lluvia: las partes del ciclo del agua.', 1],
          ['Observar', 'Miren la bolsa tres días y anoten si hay evaporación, condensación y precipitación.', 3],
          ['Cuidar el agua', 'Propongan dos acciones para cuidar el agua en la casa.', 1],
        ),
        tareas: ['informe_laboratorio', 'maqueta', 'afiche'],
      },
    ],
  },
  {
    codigo: 'CN02 OA 12',
    criterio: {
      nombre: 'Elementos del tiempo atmosférico',
      descriptores: [
        'Describe el tiempo atmosférico por la precipitación, el viento y la temperatura, y dice cómo cambian durante el año.',
        'Describe el tiempo atmosférico de un día por la precipitación, el viento y la temperatura.',
        'Describe el tiempo atmosférico por un solo elemento.',
        'Todavía no describe el tiempo atmosférico.',
      ],
    },
    indicador: {
      tercera: 'Registra cada día si hay lluvia, viento, nubes o sol.',
      primera: 'Registré cada día si hay lluvia, viento, nubes o sol.',
    },
    trabajos: [
      {
        id: 'cn02-oa12-calendario-tiempo',
        tipo: 'experimento',
        titulo: 'Calendario del tiempo atmosférico',
        presentacion: [
          'Cada día el tiempo atmosférico cambia: hay sol, nubes, lluvia o viento.',
          '¿Cómo estuvo el tiempo atmosférico esta semana?',
        ],
        tabla: tabla(
          ['Día', 'Nubes o sol', '¿Hay viento?', '¿Hay lluvia?', '¿Frío o calor?'],
          'Lunes',
          'Martes',
          'Miércoles',
          'Jueves',
          'Viernes',
        ),
        materiales: [
          'Calendario grande dibujado en un pliego de papel',
          'Dibujos de sol, nube, lluvia y viento',
          'Cinta de género para ver el viento',
          'Pegamento',
        ],
        pasos: pasos(
          [
            'Mirar el cielo',
            'Cada mañana salgan al patio y miren si hay nubes y si la cinta se mueve con el viento.',
            2,
          ],
          ['Registrar', 'Peguen en el calendario el dibujo del tiempo atmosférico de ese día.', 2],
          ['Comparar', 'El viernes cuenten cuántos días hubo lluvia, viento o sol.', 1],
        ),
        tareas: ['informe_laboratorio', 'afiche'],
      },
    ],
  },
  {
    codigo: 'CN02 OA 13',
    criterio: {
      nombre: 'Instrumentos para medir el tiempo atmosférico',
      descriptores: [
        'Construye o usa el termómetro, el pluviómetro y la veleta, y lee bien sus datos.',
        'Usa el termómetro, el pluviómetro y la veleta, con un error de lectura.',
        'Nombra los instrumentos, pero no sabe qué mide cada uno.',
        'Todavía no reconoce instrumentos para medir el tiempo atmosférico.',
      ],
    },
    indicador: {
      tercera: 'Lee el dato de un termómetro, un pluviómetro o una veleta y lo anota.',
      primera: 'Leí el dato de un termómetro, un pluviómetro o una veleta y lo anoté.',
    },
    trabajos: [
      {
        id: 'cn02-oa13-pluviometro',
        tipo: 'experimento',
        titulo: 'Construimos un pluviómetro y una veleta',
        presentacion: [
          'El pluviómetro mide la lluvia y la veleta muestra de dónde viene el viento.',
          '¿Cuánta lluvia mide el pluviómetro de la escuela esta semana?',
        ],
        tabla: tabla(
          ['Día', 'Lluvia en el pluviómetro (mm)', 'Dirección de la veleta', 'Temperatura (°C)'],
          'Lunes',
          'Martes',
          'Miércoles',
          'Jueves',
          'Viernes',
        ),
        materiales: [
          'Botella plástica cortada',
          'Regla',
          'Cinta adhesiva',
          'Cartón, palo de brocheta y bombilla',
          'Termómetro',
        ],
        pasos: pasos(
          [
            'Construir el pluviómetro',
            'Peguen la regla a la botella cortada, con el cero abajo, para medir la lluvia.',
            2,
          ],
          ['Construir la veleta', 'Hagan una flecha de cartón que gire sobre la bombilla: es la veleta.', 2],
          ['Medir', 'Cada día lean el pluviómetro, la veleta y el termómetro, y anoten los datos.', 3],
          ['Comparar', 'Digan, con el pluviómetro y el termómetro, qué día llovió más y qué día hizo más calor.', 1],
        ),
        tareas: ['informe_laboratorio', 'maqueta'],
      },
    ],
  },
  {
    codigo: 'CN02 OA 14',
    criterio: {
      nombre: 'El tiempo atmosférico de cada estación y sus efectos',
      descriptores: [
        'Relaciona el tiempo atmosférico de cada estación con sus efectos en las plantas, los animales y las personas.',
        'Describe el tiempo atmosférico de cada estación del año.',
        'Describe el tiempo atmosférico de una o dos estaciones del año.',
        'Todavía no relaciona el tiempo atmosférico con las estaciones del año.',
      ],
    },
    indicador: {
      tercera: 'Explica un efecto del invierno o del verano en los seres vivos.',
      primera: 'Expliqué un efecto del invierno o del verano en los seres vivos.',
    },
    trabajos: [
      {
        id: 'cn02-oa14-estaciones-afiche',
        tipo: 'tema',
        titulo: 'Las estaciones en nuestra región',
        presentacion: [
          'En invierno llueve y hace frío; en verano hace calor.',
          '¿Qué les pasa a las plantas, los animales y las personas en cada estación?',
        ],
        tabla: tabla(
          ['Estación', 'Tiempo atmosférico', 'Plantas', 'Animales', 'Personas'],
          'Verano',
          'Otoño',
          'Invierno',
          'Primavera',
        ),
        materiales: ['Cartulina dividida en cuatro', 'Revistas para recortar', 'Tijeras punta roma', 'Pegamento'],
        pasos: pasos(
          ['Conversar', 'Cuenten cómo es el tiempo atmosférico en cada estación en su región.', 1],
          [
            'Completar la tabla',
            'Completen la tabla con los efectos del invierno y del verano en plantas, animales y personas.',
            2,
          ],
          ['Hacer el afiche', 'Peguen recortes en cada parte del afiche según la estación del año.', 2],
          ['Presentar', 'Presenten una estación del año y su efecto en los seres vivos.', 1],
        ),
        tareas: ['afiche', 'exposicion_oral', 'trabajo_grupo'],
      },
    ],
  },
]
