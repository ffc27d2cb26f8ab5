/** What the seeded customers are made of: common Colombian names, businesses and mail domains. */
const list = (text: string): string[] => text.split(',').map((item) => item.trim());

export const FIRST_NAMES = list(
  'Ana María, Juan Carlos, Luisa Fernanda, Andrés Felipe, María José, Carlos Andrés, Valentina, ' +
    'Santiago, Daniela, Sebastián, Laura Camila, Juan David, Paula Andrea, Jorge Iván, Natalia, ' +
    'Camilo, Diana Marcela, Julián, Sara, Alejandro, Manuela, Luis Eduardo, Mariana, Óscar, Isabella, ' +
    'Esteban, Catalina, Felipe, Gloria Patricia, Héctor Fabio, Yesenia, Wilson, Liliana, Mauricio, ' +
    'Claudia Milena, John Jairo, Sandra Milena, Fredy, Angélica, Nicolás',
);

export const LAST_NAMES = list(
  'Restrepo, Gómez, Rodríguez, Martínez, García, López, González, Hernández, Ramírez, Sánchez, ' +
    'Torres, Díaz, Vargas, Moreno, Rojas, Jiménez, Muñoz, Castro, Ortiz, Álvarez, Ruiz, Gutiérrez, ' +
    'Suárez, Quintero, Cardona, Osorio, Zapata, Ospina, Arango, Valencia, Mejía, Londoño, Giraldo, ' +
    'Agudelo, Betancur, Henao, Salazar, Montoya, Patiño, Rincón',
);

export const COMPANIES = list(
  'Ferretería El Tornillo, Distribuidora Andina, Panadería La Espiga, Droguería San Jorge, ' +
    'Restaurante El Fogón, Papelería Central, Miscelánea Los Alpes, Comercializadora del Valle, ' +
    'Tienda Naturista Vida, Cafetería La Esquina, Almacén El Progreso, Supermercado La Economía',
);

export const DOMAINS = list('@gmail.com, @hotmail.com, @outlook.com, @yahoo.com, @une.net.co, @example.co');
