/**
 * What a practical work is about, written by the Pizarra team: experiments with their question, materials,
 * procedure and data table; problems with their data; stories to work on in the first years; sources and
 * topics to read, argue or present. Each is tagged with its subject, the bands it suits and the folded topic
 * words matched against the resolved OA. Parsed with `schema.ts` when first read.
 */
import { z } from 'zod'
import { type Situation, situation } from './schema'

const data: z.input<typeof situation>[] = [
  // ——— Ciencias Naturales: experiments ———
  {
    id: 'semilla-amanda',
    tipo: 'cuento',
    materia: 'ciencias-naturales',
    bandas: ['b12', 'b34'],
    tema: 'plantas semillas germinacion crecer agua luz suelo partes de la planta raiz tallo hojas seres vivos necesidades ciclo de vida',
    titulo: 'La semilla de Amanda',
    presentacion: [
      'Amanda encontró dos porotos en la cocina de su abuela. Puso uno en un frasco con algodón mojado junto a la ventana, y el otro en un frasco con algodón seco dentro del clóset.',
      'Una semana después, uno de los porotos tenía una raíz blanca y un tallo pequeño. El otro seguía igual.',
      '¿Qué poroto crees que creció? ¿Qué necesitan las semillas para crecer?',
    ],
    tabla: {
      columnas: ['Frasco', '¿Tiene raíz?', '¿Tiene tallo?', 'Mi dibujo'],
      filas: [
        ['Con agua y luz', '', '', ''],
        ['Sin agua ni luz', '', '', ''],
      ],
    },
    materiales: [
      'Dos frascos como los de Amanda, preparados una semana antes',
      'Un frasco, algodón y un poroto por estudiante',
      'Lupa',
      'Agua',
    ],
    pasos: [
      {
        titulo: 'Escuchar el cuento',
        descripcion: 'Escuchen el cuento de Amanda y cuenten con sus palabras lo que hizo con los porotos.',
        peso: 1,
      },
      {
        titulo: 'Predecir',
        descripcion: 'Dibujen cómo creen que estará cada poroto después de una semana.',
        peso: 1,
      },
      {
        titulo: 'Observar los frascos',
        descripcion:
          'Miren con lupa los dos frascos que su profesor o profesora preparó hace una semana y completen la tabla.',
        peso: 2,
      },
      {
        titulo: 'Sembrar',
        descripcion: 'Preparen su propio frasco con algodón mojado y un poroto para mirarlo cada día en la casa.',
        peso: 2,
      },
      {
        titulo: 'Contar lo que pasó',
        descripcion: 'Comparen su predicción con los frascos y digan qué necesitó la semilla para crecer.',
        peso: 1,
      },
    ],
  },
  {
    id: 'animales-granja',
    tipo: 'cuento',
    materia: 'ciencias-naturales',
    bandas: ['b12', 'b34'],
    tema: 'animales vertebrados invertebrados mamiferos aves reptiles anfibios peces clasificar cubierta corporal plumas pelos escamas respiran caracteristicas',
    titulo: 'Los animales del campo del tío Julio',
    presentacion: [
      'Sofía pasó las vacaciones en el campo de su tío Julio, cerca de Chillán. Cada mañana anotaba en su libreta los animales que veía: una vaca con su ternero, gallinas, una lagartija sobre una piedra, una rana en el canal y truchas en el estero.',
      'Su tío le dijo que todos esos animales tienen columna vertebral, pero que se pueden ordenar en grupos según lo que cubre su cuerpo y cómo respiran.',
      '¿Cómo ordenarías tú los animales de la libreta de Sofía?',
    ],
    tabla: {
      columnas: ['Animal', '¿Qué cubre su cuerpo?', '¿Cómo respira?', 'Grupo'],
      filas: [
        ['Vaca', '', '', ''],
        ['Gallina', '', '', ''],
        ['Lagartija', '', '', ''],
        ['Rana', '', '', ''],
        ['Trucha', '', '', ''],
      ],
    },
    materiales: ['Láminas o fotos de los cinco animales', 'Lápices de colores'],
    pasos: [
      {
        titulo: 'Escuchar el cuento',
        descripcion: 'Escuchen el cuento de Sofía y nombren los animales que anotó en su libreta.',
        peso: 1,
      },
      {
        titulo: 'Observar',
        descripcion: 'Miren las láminas de cada animal y digan si tiene pelos, plumas, escamas o piel húmeda.',
        peso: 2,
      },
      {
        titulo: 'Completar la tabla',
        descripcion: 'Completen la tabla con lo que cubre el cuerpo de cada animal, cómo respira y su grupo.',
        peso: 2,
      },
      {
        titulo: 'Dibujar',
        descripcion: 'Dibujen un animal de cada grupo y escriban su nombre debajo.',
        peso: 2,
      },
    ],
  },
  {
    id: 'chanchitos-tierra',
    tipo: 'experimento',
    materia: 'ciencias-naturales',
    bandas: ['b12', 'b34'],
    tema: 'animales invertebrados insectos crustaceos habitat ambiente humedad seres vivos necesidades',
    titulo: '¿Dónde prefieren vivir los chanchitos de tierra?',
    presentacion: [
      'Los chanchitos de tierra viven bajo las piedras y los troncos del patio.',
      'Pregunta: ¿prefieren un lugar húmedo o un lugar seco?',
    ],
    tabla: {
      columnas: ['Minuto', 'Chanchitos en el lado húmedo', 'Chanchitos en el lado seco'],
      filas: [
        ['1', '', ''],
        ['5', '', ''],
        ['10', '', ''],
      ],
    },
    materiales: [
      'Una bandeja o caja de zapatos',
      'Papel absorbente seco y papel mojado',
      'Diez chanchitos de tierra del patio',
      'Lupa',
    ],
    pasos: [
      {
        titulo: 'Pregunta e hipótesis',
        descripcion: 'Lean la pregunta y escriban o dibujen dónde creen que irán los chanchitos y por qué.',
        peso: 1,
      },
      {
        titulo: 'Preparar la caja',
        descripcion: 'Cubran la mitad de la caja con papel mojado y la otra mitad con papel seco.',
        peso: 1,
      },
      {
        titulo: 'Observar',
        descripcion:
          'Pongan los chanchitos en el centro con cuidado y cuenten cuántos hay en cada lado al minuto 1, al 5 y al 10; anótenlo en la tabla.',
        peso: 2,
      },
      {
        titulo: 'Conclusión',
        descripcion:
          'Respondan la pregunta con lo que contaron y devuelvan los chanchitos al lugar donde los encontraron.',
        peso: 1,
      },
    ],
  },
  {
    id: 'material-abriga',
    tipo: 'experimento',
    materia: 'ciencias-naturales',
    bandas: ['b34', 'b56'],
    tema: 'materia materiales propiedades calor temperatura termometro conductores aislantes energia termica estados de la materia medir',
    titulo: '¿Qué material mantiene más tiempo el agua caliente?',
    presentacion: [
      'En invierno nos abrigamos con lana, y en la cocina usamos paños para tomar las ollas. Algunos materiales dejan pasar el calor más lento que otros.',
      'Pregunta: ¿cuál de estos materiales mantiene por más tiempo el agua caliente: lana, papel de aluminio o papel de diario?',
    ],
    tabla: {
      columnas: ['Tiempo', 'Lana (°C)', 'Aluminio (°C)', 'Diario (°C)', 'Sin envolver (°C)'],
      filas: [
        ['0 min', '', '', '', ''],
        ['5 min', '', '', '', ''],
        ['10 min', '', '', '', ''],
        ['15 min', '', '', '', ''],
      ],
    },
    materiales: [
      'Cuatro frascos iguales',
      'Agua tibia, preparada por un adulto',
      'Lana, papel de aluminio y papel de diario',
      'Termómetro',
      'Reloj',
    ],
    pasos: [
      {
        titulo: 'Hipótesis',
        descripcion: 'Escriban qué material creen que mantendrá el agua caliente por más tiempo y por qué.',
        peso: 1,
      },
      {
        titulo: 'Procedimiento',
        descripcion:
          'Envuelvan tres frascos, cada uno con un material, y dejen uno sin envolver; un adulto pone la misma cantidad de agua tibia en los cuatro.',
        peso: 2,
      },
      {
        titulo: 'Medir y registrar',
        descripcion: 'Midan la temperatura de cada frasco cada cinco minutos y anótenla en la tabla de datos.',
        peso: 3,
      },
      {
        titulo: 'Conclusión',
        descripcion:
          'Comparen cuántos grados bajó cada frasco, digan si su hipótesis se cumplió y expliquen por qué el frasco sin envolver es necesario.',
        peso: 2,
      },
    ],
  },
  {
    id: 'azucar-temperatura',
    tipo: 'experimento',
    materia: 'ciencias-naturales',
    bandas: ['b56', 'b78', 'media'],
    tema: 'mezclas disoluciones soluto solvente solubilidad temperatura materia cambios quimica particulas velocidad de reaccion sustancias',
    titulo: '¿Se disuelve más rápido el azúcar en agua caliente?',
    presentacion: [
      'Al preparar té, el azúcar parece desaparecer más rápido cuando el agua está caliente.',
      'Pregunta: ¿cómo cambia el tiempo que tarda en disolverse una cucharadita de azúcar según la temperatura del agua?',
    ],
    tabla: {
      columnas: ['Agua', 'Temperatura (°C)', 'Tiempo de disolución (s)'],
      filas: [
        ['Fría', '', ''],
        ['Ambiente', '', ''],
        ['Tibia', '', ''],
      ],
    },
    materiales: [
      'Tres vasos transparentes iguales',
      'Agua fría, a temperatura ambiente y tibia',
      'Azúcar y una cucharita',
      'Termómetro',
      'Cronómetro',
    ],
    pasos: [
      {
        titulo: 'Variables',
        descripcion:
          'Identifiquen la variable que cambiarán, la que medirán y las que mantendrán iguales, como la cantidad de agua y de azúcar.',
        peso: 1,
      },
      {
        titulo: 'Hipótesis',
        descripcion: 'Escriban una hipótesis que relacione la temperatura del agua con el tiempo de disolución.',
        peso: 1,
      },
      {
        titulo: 'Procedimiento',
        descripcion:
          'Pongan 200 mL de agua en cada vaso, midan su temperatura, agreguen una cucharadita de azúcar, revuelvan al mismo ritmo y tomen el tiempo hasta que no se vean cristales.',
        peso: 3,
      },
      {
        titulo: 'Tabla y gráfico',
        descripcion: 'Completen la tabla de datos y hagan un gráfico de la temperatura y el tiempo de disolución.',
        peso: 2,
      },
      {
        titulo: 'Conclusión',
        descripcion: 'Expliquen el resultado con el modelo de partículas y digan si la hipótesis se cumplió.',
        peso: 2,
      },
    ],
  },
  {
    id: 'pulso-ejercicio',
    tipo: 'experimento',
    materia: 'ciencias-naturales',
    bandas: ['b56', 'b78', 'media'],
    tema: 'cuerpo humano sistema circulatorio corazon pulso respiracion sistema respiratorio actividad fisica salud vida saludable nutricion energia celulas',
    titulo: '¿Cómo cambia el pulso con el ejercicio?',
    presentacion: [
      'Cuando corremos, sentimos el corazón latir más fuerte. El pulso es el número de latidos en un minuto.',
      'Pregunta: ¿cuánto aumenta el pulso después de un minuto de saltos y cuánto tarda en volver a su valor de reposo?',
    ],
    tabla: {
      columnas: ['Momento', 'Pulso (latidos por minuto)'],
      filas: [
        ['En reposo', ''],
        ['Después de un minuto de saltos', ''],
        ['Dos minutos después', ''],
        ['Cinco minutos después', ''],
      ],
    },
    materiales: ['Cronómetro', 'Espacio para saltar'],
    pasos: [
      {
        titulo: 'Hipótesis',
        descripcion: 'Escriban cuánto creen que aumentará el pulso y expliquen por qué el cuerpo lo necesita.',
        peso: 1,
      },
      {
        titulo: 'Tomar el pulso',
        descripcion:
          'Busquen el pulso en la muñeca con dos dedos, cuenten los latidos durante quince segundos y multipliquen por cuatro.',
        peso: 1,
      },
      {
        titulo: 'Procedimiento',
        descripcion:
          'Tomen el pulso en reposo, salten durante un minuto y tómenlo de nuevo al terminar, a los dos y a los cinco minutos.',
        peso: 2,
      },
      {
        titulo: 'Registrar y graficar',
        descripcion: 'Anoten los datos en la tabla y hagan un gráfico de líneas del pulso en el tiempo.',
        peso: 2,
      },
      {
        titulo: 'Conclusión',
        descripcion:
          'Expliquen la relación entre el ejercicio, la respiración y el trabajo del corazón, usando sus datos.',
        peso: 2,
      },
    ],
  },
  {
    id: 'rampa-carrito',
    tipo: 'experimento',
    materia: 'ciencias-naturales',
    bandas: ['b34', 'b56', 'b78', 'media'],
    tema: 'fuerza fuerzas movimiento roce energia energia potencial energia cinetica rapidez plano inclinado gravedad altura distancia',
    titulo: '¿Cuán lejos llega un auto de juguete según la altura de la rampa?',
    presentacion: [
      'Un auto de juguete que baja por una rampa sigue avanzando por el suelo hasta detenerse.',
      'Pregunta: ¿cómo cambia la distancia que recorre en el suelo si la rampa es más alta?',
    ],
    tabla: {
      columnas: ['Altura de la rampa (cm)', 'Intento 1 (cm)', 'Intento 2 (cm)', 'Intento 3 (cm)', 'Promedio (cm)'],
      filas: [
        ['10', '', '', '', ''],
        ['20', '', '', '', ''],
        ['30', '', '', '', ''],
      ],
    },
    materiales: [
      'Una tabla o cartón firme como rampa',
      'Libros para dar altura',
      'Un auto de juguete',
      'Huincha de medir',
    ],
    pasos: [
      {
        titulo: 'Hipótesis',
        descripcion: 'Escriban qué creen que pasará con la distancia si la rampa es más alta y por qué.',
        peso: 1,
      },
      {
        titulo: 'Procedimiento',
        descripcion:
          'Suelten el auto desde la parte más alta de la rampa, sin empujarlo, tres veces para cada altura, y midan la distancia que recorre en el suelo.',
        peso: 3,
      },
      {
        titulo: 'Tabla de datos',
        descripcion: 'Anoten cada medición en la tabla y calculen el promedio de los tres intentos.',
        peso: 2,
      },
      {
        titulo: 'Conclusión',
        descripcion:
          'Respondan la pregunta con los promedios y expliquen por qué conviene repetir cada medición tres veces.',
        peso: 2,
      },
    ],
  },
  // ——— Matemática: problems with data ———
  {
    id: 'feria-curso',
    tipo: 'problema',
    materia: 'matematica',
    bandas: ['b12'],
    tema: 'numeros sumar restar suma resta adicion sustraccion contar dinero monedas problemas hasta cien',
    titulo: 'La feria del curso',
    presentacion: [
      'El 2° Básico organizó una feria para juntar dinero para un paseo. Vendieron galletas a $10, jugos a $20 y alfajores a $30.',
      'Sofía compró un jugo y un alfajor. Benjamín compró dos galletas y un jugo.',
      '¿Cuánto pagó cada uno? ¿Quién gastó más y cuánto más?',
    ],
    tabla: {
      columnas: ['Producto', 'Precio'],
      filas: [
        ['Galleta', '$10'],
        ['Jugo', '$20'],
        ['Alfajor', '$30'],
      ],
    },
    materiales: ['Monedas de juguete', 'Cuaderno'],
    pasos: [
      {
        titulo: 'Leer el problema',
        descripcion: 'Lean el problema con su profesor o profesora y encierren los precios en la tabla.',
        peso: 1,
      },
      {
        titulo: 'Representar',
        descripcion: 'Con monedas de juguete, junten lo que pagó Sofía y lo que pagó Benjamín.',
        peso: 2,
      },
      {
        titulo: 'Calcular',
        descripcion: 'Escriban la suma de cada compra y la resta que compara las dos.',
        peso: 2,
      },
      {
        titulo: 'Responder',
        descripcion: 'Escriban la respuesta en una oración, por ejemplo: «Sofía pagó… pesos».',
        peso: 1,
      },
    ],
  },
  {
    id: 'kiosco-saludable',
    tipo: 'problema',
    materia: 'matematica',
    bandas: ['b34'],
    tema: 'multiplicacion division multiplicar dividir tablas numeros operaciones problemas dinero patrones',
    titulo: 'El kiosco saludable',
    presentacion: [
      'El centro de padres venderá colaciones saludables en el recreo. Cada bolsa de fruta picada cuesta $250 y cada huevo duro cuesta $150.',
      'El lunes vendieron 8 bolsas de fruta y 6 huevos. El martes vendieron el doble de bolsas de fruta y 4 huevos.',
      '¿Cuánto dinero juntaron cada día? ¿Cuánto juntaron en los dos días?',
    ],
    tabla: {
      columnas: ['Día', 'Bolsas de fruta', 'Huevos duros', 'Total ($)'],
      filas: [
        ['Lunes', '8', '6', ''],
        ['Martes', '', '4', ''],
      ],
    },
    materiales: ['Cuaderno cuadriculado', 'Lápiz grafito y goma'],
    pasos: [
      {
        titulo: 'Datos y pregunta',
        descripcion: 'Subrayen los datos del problema y completen la cantidad de bolsas vendidas el martes.',
        peso: 1,
      },
      {
        titulo: 'Calcular',
        descripcion: 'Multipliquen la cantidad de cada producto por su precio y sumen para completar la tabla.',
        peso: 2,
      },
      {
        titulo: 'Responder y comprobar',
        descripcion:
          'Respondan las tres preguntas con oraciones completas y comprueben cada total con otra estrategia.',
        peso: 2,
      },
    ],
  },
  {
    id: 'huerta-escolar',
    tipo: 'problema',
    materia: 'matematica',
    bandas: ['b56'],
    tema: 'fracciones decimales area perimetro rectangulo medicion geometria superficie numeros mixtos',
    titulo: 'La huerta escolar',
    presentacion: [
      'El curso tiene un terreno rectangular de 6 m de largo y 4 m de ancho para hacer una huerta.',
      'Quieren sembrar lechugas en 1/2 del terreno, zanahorias en 1/4 y cilantro en el resto, y cercar todo el terreno con malla.',
      '¿Cuántos metros cuadrados tendrá cada cultivo? ¿Cuántos metros de malla necesitan?',
    ],
    tabla: {
      columnas: ['Cultivo', 'Fracción del terreno', 'Área (m²)'],
      filas: [
        ['Lechugas', '1/2', ''],
        ['Zanahorias', '1/4', ''],
        ['Cilantro', '', ''],
      ],
    },
    materiales: ['Papel cuadriculado', 'Regla', 'Lápices de colores'],
    pasos: [
      {
        titulo: 'Dibujar el terreno',
        descripcion:
          'Dibujen el terreno en papel cuadriculado, un cuadrado por metro, y pinten la parte de cada cultivo.',
        peso: 2,
      },
      {
        titulo: 'Calcular',
        descripcion: 'Calculen el área del terreno, la de cada cultivo y la fracción que queda para el cilantro.',
        peso: 2,
      },
      {
        titulo: 'Perímetro',
        descripcion: 'Calculen cuántos metros de malla necesitan para cercar el terreno.',
        peso: 1,
      },
      {
        titulo: 'Responder y comprobar',
        descripcion: 'Respondan con oraciones completas y comprueben que las tres áreas suman el área del terreno.',
        peso: 1,
      },
    ],
  },
  {
    id: 'ofertas-tienda',
    tipo: 'problema',
    materia: 'matematica',
    bandas: ['b78'],
    tema: 'porcentaje porcentajes descuento aumento proporcionalidad razones fracciones decimales numeros enteros potencias problemas',
    titulo: 'Las ofertas de la tienda',
    presentacion: [
      'Una tienda anuncia estas ofertas para el inicio del año escolar. Una familia tiene $60.000 para comprar una mochila, un estuche y un par de zapatillas.',
      '¿Cuánto cuesta cada producto con descuento? ¿Les alcanza el dinero? ¿Qué porcentaje del total ahorran?',
    ],
    tabla: {
      columnas: ['Producto', 'Precio normal', 'Descuento', 'Precio con descuento'],
      filas: [
        ['Mochila', '$24.000', '25 %', ''],
        ['Estuche', '$6.000', '10 %', ''],
        ['Zapatillas', '$40.000', '30 %', ''],
      ],
    },
    materiales: ['Cuaderno cuadriculado', 'Calculadora para comprobar'],
    pasos: [
      {
        titulo: 'Estimar',
        descripcion: 'Antes de calcular, estimen si el dinero alcanzará y anoten su estimación.',
        peso: 1,
      },
      {
        titulo: 'Calcular los descuentos',
        descripcion:
          'Calculen cada descuento de dos maneras distintas, por ejemplo con una fracción y con un número decimal, y completen la tabla.',
        peso: 3,
      },
      {
        titulo: 'Decidir',
        descripcion: 'Sumen los precios con descuento, comparen con $60.000 y calculen el porcentaje ahorrado.',
        peso: 2,
      },
      {
        titulo: 'Responder y comprobar',
        descripcion: 'Respondan las tres preguntas con oraciones completas y comprueben con la calculadora.',
        peso: 1,
      },
    ],
  },
  {
    id: 'plan-celular',
    tipo: 'problema',
    materia: 'matematica',
    bandas: ['b78', 'media'],
    tema: 'funcion lineal funcion afin ecuaciones algebra variables graficos tablas pendiente proporcionalidad modelos',
    titulo: '¿Qué plan de datos conviene?',
    presentacion: [
      'El plan A cobra $5.000 al mes más $1.000 por cada GB de datos usado. El plan B cobra $12.000 al mes con datos ilimitados.',
      '¿Para cuántos GB al mes cuestan lo mismo? ¿Qué plan conviene a quien usa 4 GB y a quien usa 10 GB?',
    ],
    tabla: {
      columnas: ['GB al mes', 'Plan A ($)', 'Plan B ($)'],
      filas: [
        ['0', '', ''],
        ['4', '', ''],
        ['7', '', ''],
        ['10', '', ''],
      ],
    },
    materiales: ['Papel cuadriculado', 'Regla'],
    pasos: [
      {
        titulo: 'Tabla de valores',
        descripcion: 'Completen la tabla con el costo de cada plan para cada cantidad de GB.',
        peso: 2,
      },
      {
        titulo: 'Modelar',
        descripcion: 'Escriban una expresión para el costo de cada plan según los GB usados.',
        peso: 2,
      },
      {
        titulo: 'Graficar',
        descripcion: 'Grafiquen los dos planes en los mismos ejes y marquen el punto donde se cruzan.',
        peso: 2,
      },
      {
        titulo: 'Decidir y comprobar',
        descripcion: 'Resuelvan la ecuación que iguala los dos costos y comprueben el resultado en el gráfico.',
        peso: 2,
      },
    ],
  },
  {
    id: 'encuesta-colaciones',
    tipo: 'problema',
    materia: 'matematica',
    bandas: ['b34', 'b56', 'b78'],
    tema: 'datos estadistica encuesta tabla de conteo graficos grafico de barras frecuencia moda promedio probabilidad',
    titulo: 'La encuesta de las colaciones',
    presentacion: [
      'El curso preguntó a 30 estudiantes qué colación traen con más frecuencia. Estas son las respuestas.',
      '¿Cuál es la colación más frecuente? ¿Qué fracción del curso trae fruta? ¿Qué le recomendarían al kiosco del colegio?',
    ],
    tabla: {
      columnas: ['Colación', 'Estudiantes'],
      filas: [
        ['Fruta', '9'],
        ['Sándwich', '8'],
        ['Yogur', '6'],
        ['Galletas', '5'],
        ['Nada', '2'],
      ],
    },
    materiales: ['Papel cuadriculado', 'Regla', 'Lápices de colores'],
    pasos: [
      {
        titulo: 'Leer la tabla',
        descripcion: 'Revisen que la suma de la tabla dé 30 estudiantes.',
        peso: 1,
      },
      {
        titulo: 'Graficar',
        descripcion: 'Hagan un gráfico de barras con título, nombre de los ejes y una escala adecuada.',
        peso: 2,
      },
      {
        titulo: 'Interpretar',
        descripcion: 'Respondan las preguntas con los datos y escriban la fracción del curso que trae fruta.',
        peso: 2,
      },
      {
        titulo: 'Recomendar',
        descripcion: 'Escriban una recomendación para el kiosco apoyada en los datos.',
        peso: 1,
      },
    ],
  },
  // ——— Lenguaje: stories and topics ———
  {
    id: 'zorro-bufanda',
    tipo: 'cuento',
    materia: 'lenguaje',
    bandas: ['b12', 'b34'],
    tema: 'lectura comprension cuento narracion personajes escritura leer escribir comunicacion oral vocabulario',
    titulo: 'El zorro que perdió su bufanda',
    presentacion: [
      'Un zorro chilla vivía en un cerro cerca de Valparaíso. Su abuela le había tejido una bufanda roja que él nunca se sacaba.',
      'Una tarde de viento, la bufanda voló y quedó enredada en la punta de un eucalipto. El zorro no sabía trepar.',
      'Un chincol, una lagartija y un perro del cerro se acercaron a ver qué pasaba. Cada uno tuvo una idea distinta para ayudarlo.',
    ],
    materiales: ['Hojas de block', 'Lápices de colores'],
    pasos: [
      {
        titulo: 'Escuchar y comentar',
        descripcion:
          'Escuchen el comienzo del cuento y digan quiénes son los personajes y qué problema tiene el zorro.',
        peso: 1,
      },
      {
        titulo: 'Imaginar ayudas',
        descripcion: 'Piensen qué idea pudo tener cada animal para bajar la bufanda y dibujen una de ellas.',
        peso: 2,
      },
      {
        titulo: 'Escribir el final',
        descripcion:
          'Escriban un final para el cuento en dos o tres oraciones, con mayúscula al comienzo y punto al final.',
        peso: 2,
      },
      {
        titulo: 'Leer en voz alta',
        descripcion: 'Lean su final a un compañero y escuchen el suyo.',
        peso: 1,
      },
    ],
  },
  {
    id: 'perro-biblioteca',
    tipo: 'cuento',
    materia: 'lenguaje',
    bandas: ['b34', 'b56'],
    tema: 'lectura comprension cuento narracion personajes escritura creativa planificar escribir revisar conectores dialogo',
    titulo: 'El perro que cuidaba la biblioteca',
    presentacion: [
      'Cada mañana, un perro quiltro llamado Canela se echaba en la puerta de la biblioteca del pueblo. Nadie sabía de dónde había llegado.',
      'Un día, la bibliotecaria notó que faltaba un libro muy antiguo. Esa misma tarde, Canela desapareció.',
      '¿Qué relación tiene el perro con el libro perdido? Tú escribirás lo que pasó después.',
    ],
    materiales: ['Cuaderno', 'Lápiz grafito y goma'],
    pasos: [
      {
        titulo: 'Leer el inicio',
        descripcion: 'Lee el inicio del cuento y anota las preguntas que te deja.',
        peso: 1,
      },
    ],
  },
  {
    id: 'recreo-celulares',
    tipo: 'tema',
    materia: 'lenguaje',
    bandas: ['b56', 'b78', 'media'],
    tema: 'argumentacion opinion postura argumentos carta texto argumentativo debate medios de comunicacion escritura comunicacion oral',
    titulo: 'Recreos sin celulares',
    presentacion: [
      'El consejo escolar discute si prohibir el uso de celulares durante los recreos.',
      'Quienes están a favor dicen que los estudiantes jugarían y conversarían más; quienes están en contra dicen que el celular sirve para avisar a la familia y que la prohibición no enseña a usarlo bien.',
    ],
    materiales: [],
    pasos: [
      {
        titulo: 'Conocer el tema',
        descripcion: 'Lean la situación y anoten un argumento a favor y uno en contra de la prohibición.',
        peso: 1,
      },
    ],
  },
  {
    id: 'perros-barrio',
    tipo: 'tema',
    materia: 'lenguaje',
    bandas: ['b78', 'media'],
    tema: 'argumentacion opinion postura argumentos carta texto argumentativo ensayo medios de comunicacion noticia comunidad',
    titulo: 'Los perros sin dueño del barrio',
    presentacion: [
      'En la plaza frente al colegio viven seis perros sin dueño. Algunos vecinos les dan comida y les pusieron casas; otros reclaman porque persiguen a los ciclistas.',
      'La junta de vecinos pidió opiniones por escrito antes de decidir qué hacer.',
    ],
    materiales: [],
    pasos: [
      {
        titulo: 'Conocer el tema',
        descripcion: 'Lean la situación y anoten quiénes se ven afectados y qué propone cada uno.',
        peso: 1,
      },
    ],
  },
  // ——— Historia: sources and stories ———
  {
    id: 'ruka-ayelen',
    tipo: 'cuento',
    materia: 'historia',
    bandas: ['b12', 'b34'],
    tema: 'pueblos originarios mapuche ruka vivienda forma de vida costumbres familia comunidad nomadas sedentarios herencia cultura',
    titulo: 'La ruka de la familia de Ayelén',
    presentacion: [
      'Hace mucho tiempo, antes de que llegaran los españoles, Ayelén vivía con su familia en una ruka cerca del río. La ruka tenía techo de paja y una sola puerta, que miraba hacia donde sale el sol.',
      'Su mamá tejía mantas en el telar, su papá cultivaba papas y maíz, y su abuela le enseñaba las palabras del mapudungun contándole historias junto al fogón.',
    ],
    materiales: ['Hojas de block', 'Lápices de colores', 'Plasticina'],
    pasos: [
      {
        titulo: 'Escuchar la historia',
        descripcion: 'Escuchen la historia de Ayelén y nombren qué hacía cada persona de su familia.',
        peso: 1,
      },
      {
        titulo: 'Dibujar la ruka',
        descripcion: 'Dibujen o modelen la ruka con su techo de paja y su puerta hacia el sol.',
        peso: 2,
      },
      {
        titulo: 'Comparar',
        descripcion: 'Digan una cosa que se parece y una que es distinta entre la vida de Ayelén y la suya.',
        peso: 1,
      },
    ],
  },
  {
    id: 'carta-soldado-1817',
    tipo: 'fuente',
    materia: 'historia',
    bandas: ['b56', 'b78'],
    tema: 'independencia patriotas realistas cruce de los andes chacabuco maipu ohiggins san martin ejercito libertador junta de gobierno proceso emancipacion',
    titulo: 'Una carta desde el ejército de los Andes',
    presentacion: [
      'Fuente recreada con fines didácticos: carta de un soldado a su madre, escrita en Mendoza en enero de 1817.',
      '«Querida madre: mañana empezamos a cruzar la cordillera. Somos muchos, chilenos y cuyanos, y el general San Martín dice que al otro lado nos espera la libertad de la patria. Hace un frío que no le deseo a nadie; nos dieron cebolla y ajo para resistir la altura. Le pido que rece por nosotros y que no crea lo que dicen los realistas de Santiago».',
    ],
    materiales: ['Texto escolar', 'Cuaderno'],
    pasos: [
      {
        titulo: 'Analizar la fuente',
        descripcion:
          'Lean la carta e identifiquen quién la escribe, cuándo, dónde, para quién y qué hecho del proceso de independencia menciona.',
        peso: 2,
      },
      {
        titulo: 'Contextualizar',
        descripcion:
          'Ubiquen en una línea de tiempo el cruce de los Andes entre el cabildo abierto de 1810 y la batalla de Maipú.',
        peso: 2,
      },
    ],
  },
  {
    id: 'obrera-1905',
    tipo: 'fuente',
    materia: 'historia',
    bandas: ['b78', 'media'],
    tema: 'cuestion social industrializacion trabajadores obreros condiciones de vida siglo xx movimiento obrero derechos laborales migracion campo ciudad conventillos',
    titulo: 'Testimonio de una obrera textil',
    presentacion: [
      'Fuente recreada con fines didácticos a partir de testimonios de la época: una obrera de una fábrica de tejidos de Santiago, en 1905.',
      '«Entramos a las seis de la mañana y salimos cuando ya está oscuro. Somos doce en la pieza del conventillo y compartimos una sola llave de agua con todo el patio. Si una se enferma, no le pagan el día. Algunas compañeras hablan de juntarse para pedir una jornada más corta».',
    ],
    materiales: ['Texto escolar', 'Cuaderno'],
    pasos: [
      {
        titulo: 'Analizar la fuente',
        descripcion:
          'Identifiquen el tipo de fuente, su autora, su fecha y tres condiciones de vida o de trabajo que describe.',
        peso: 2,
      },
      {
        titulo: 'Relacionar',
        descripcion:
          'Relacionen el testimonio con la cuestión social y con las demandas del movimiento obrero de la época.',
        peso: 2,
      },
    ],
  },
  {
    id: 'barrio-abuelos',
    tipo: 'fuente',
    materia: 'historia',
    bandas: ['b12', 'b34', 'b56'],
    tema: 'familia comunidad barrio localidad patrimonio cambios en el tiempo pasado presente entrevista trabajos vida cotidiana simbolos',
    titulo: 'Cómo era mi barrio',
    presentacion: [
      'Las personas mayores de nuestra familia recuerdan cómo eran las calles, los juegos y los trabajos cuando eran niños.',
      'Pregunta: ¿qué ha cambiado y qué sigue igual en nuestro barrio?',
    ],
    tabla: {
      columnas: ['Tema', 'Antes', 'Ahora'],
      filas: [
        ['Juegos', '', ''],
        ['Transporte', '', ''],
        ['Trabajos', '', ''],
        ['Casas', '', ''],
      ],
    },
    materiales: ['Cuaderno', 'Fotografías antiguas de la familia, si las hay'],
    pasos: [
      {
        titulo: 'Preparar la entrevista',
        descripcion: 'Escriban en clases cuatro preguntas para una persona mayor de su familia.',
        peso: 1,
      },
      {
        titulo: 'Entrevistar',
        descripcion: 'Hagan la entrevista en la casa y completen la tabla con lo que les contaron.',
        peso: 2,
      },
      {
        titulo: 'Comparar',
        descripcion: 'Comparen en clases lo que cambió y lo que sigue igual.',
        peso: 1,
      },
    ],
  },
  {
    id: 'voto-femenino',
    tipo: 'fuente',
    materia: 'historia',
    bandas: ['b78', 'media'],
    tema: 'democracia ciudadania derechos voto sufragio participacion mujeres siglo xx estado republica instituciones',
    titulo: 'Las mujeres votan por primera vez en una elección presidencial',
    presentacion: [
      'En 1949 se promulgó en Chile la ley que permitió a las mujeres votar en todas las elecciones; en 1952 votaron por primera vez para elegir presidente.',
      'Fuente recreada con fines didácticos: «Hoy hice fila con mi madre y mi abuela. Mi abuela decía que había esperado toda su vida este día; mi madre lloró al meter el voto en la urna».',
    ],
    materiales: ['Texto escolar', 'Cuaderno'],
    pasos: [
      {
        titulo: 'Analizar la fuente',
        descripcion: 'Identifiquen qué derecho se ejerce en la fuente y qué sienten las personas que la protagonizan.',
        peso: 2,
      },
      {
        titulo: 'Investigar el contexto',
        descripcion: 'Busquen quiénes lucharon por el voto femenino en Chile y qué argumentos dieron.',
        peso: 2,
      },
    ],
  },
]

/** Every situation, checked against the schema once. */
export const situations: readonly Situation[] = z.array(situation).parse(data)
