/*
 * The manufacturer catalogue [SW §3 'a static catalogue of about 150 makes'] and, for the makes
 * Australian dealers stock most, their models with body type, vehicle kind, new-price band and
 * drivetrain. Prices are whole dollars, drive-away ballparks for the Australian market.
 */

export const MAKES: [name: string, country: string][] = [
  ["Abarth", "Italy"], ["AC", "UK"], ["Alfa Romeo", "Italy"], ["Alpina", "Germany"], ["Alpine", "France"],
  ["Aston Martin", "UK"], ["Audi", "Germany"], ["Austin", "UK"], ["Avan", "Australia"], ["BAIC", "China"],
  ["Bentley", "UK"], ["BMW", "Germany"], ["Bolwell", "Australia"], ["BYD", "China"], ["Cadillac", "USA"],
  ["Caterham", "UK"], ["Chery", "China"], ["Chevrolet", "USA"], ["Chrysler", "USA"], ["Citroen", "France"],
  ["Coromal", "Australia"], ["Crusader", "Australia"], ["Cupra", "Spain"], ["Dacia", "Romania"], ["Daewoo", "South Korea"],
  ["Daihatsu", "Japan"], ["Datsun", "Japan"], ["Deepal", "China"], ["Dodge", "USA"], ["Dongfeng", "China"],
  ["DS", "France"], ["Ferrari", "Italy"], ["Fiat", "Italy"], ["Fisker", "USA"], ["Ford", "USA"],
  ["Foton", "China"], ["Fuso", "Japan"], ["Genesis", "South Korea"], ["GMC", "USA"], ["GWM", "China"],
  ["Haval", "China"], ["Hino", "Japan"], ["Holden", "Australia"], ["Honda", "Japan"], ["HSV", "Australia"],
  ["Hummer", "USA"], ["Hyundai", "South Korea"], ["Ineos", "UK"], ["Infiniti", "Japan"], ["International", "USA"],
  ["Isuzu", "Japan"], ["Iveco", "Italy"], ["Jaecoo", "China"], ["Jaguar", "UK"], ["Jayco", "Australia"],
  ["Jeep", "USA"], ["JAC", "China"], ["Kenworth", "USA"], ["Kia", "South Korea"], ["KGM SsangYong", "South Korea"],
  ["KTM", "Austria"], ["Lamborghini", "Italy"], ["Lancia", "Italy"], ["Land Rover", "UK"], ["LDV", "China"],
  ["Leapmotor", "China"], ["Lexus", "Japan"], ["Lotus", "UK"], ["Lotus Caravans", "Australia"], ["Lucid", "USA"],
  ["Mack", "USA"], ["Mahindra", "India"], ["Maserati", "Italy"], ["Maxus", "China"], ["Mazda", "Japan"],
  ["McLaren", "UK"], ["Mercedes-Benz", "Germany"], ["MG", "UK"], ["Mini", "UK"], ["Mitsubishi", "Japan"],
  ["Morgan", "UK"], ["New Age", "Australia"], ["Nissan", "Japan"], ["Opel", "Germany"], ["Peugeot", "France"],
  ["Polestar", "Sweden"], ["Porsche", "Germany"], ["Proton", "Malaysia"], ["RAM", "USA"], ["Range Rover", "UK"],
  ["Renault", "France"], ["Rivian", "USA"], ["Rolls-Royce", "UK"], ["Rover", "UK"], ["Saab", "Sweden"],
  ["Scania", "Sweden"], ["Seat", "Spain"], ["Skoda", "Czech Republic"], ["Smart", "Germany"], ["Subaru", "Japan"],
  ["Sunliner", "Australia"], ["Supreme", "Australia"], ["Suzuki", "Japan"], ["Tata", "India"], ["Tesla", "USA"],
  ["Toyota", "Japan"], ["Triumph", "UK"], ["UD Trucks", "Japan"], ["Volkswagen", "Germany"], ["Volvo", "Sweden"],
  ["Windsor", "Australia"], ["Xpeng", "China"], ["Zeekr", "China"], ["Kawasaki", "Japan"], ["Yamaha", "Japan"],
  ["Ducati", "Italy"], ["Harley-Davidson", "USA"], ["Royal Enfield", "India"], ["Aprilia", "Italy"], ["Benelli", "Italy"],
  ["BSA", "UK"], ["CFMoto", "China"], ["Husqvarna", "Sweden"], ["Indian", "USA"], ["Moto Guzzi", "Italy"],
  ["MV Agusta", "Italy"], ["Piaggio", "Italy"], ["Vespa", "Italy"], ["Can-Am", "Canada"], ["Polaris", "USA"],
  ["Zero", "USA"], ["Kymco", "Taiwan"], ["SYM", "Taiwan"], ["Hyosung", "South Korea"], ["Sea-Doo", "Canada"],
  ["Avida", "Australia"], ["Winnebago", "USA"], ["Trakmaster", "Australia"], ["Zone RV", "Australia"], ["Retreat", "Australia"],
  ["Snowy River", "Australia"], ["Roadstar", "Australia"], ["Nova", "Australia"], ["Evernew", "Australia"], ["Goldstream", "Australia"],
];

export type BodyType =
  | "Sedan" | "Hatchback" | "SUV" | "Ute" | "Wagon" | "Van" | "Coupe" | "Convertible" | "People Mover"
  | "Cab Chassis" | "Caravan" | "Motorhome" | "Camper Trailer" | "Light Truck";

export type Drivetrain = "petrol" | "diesel" | "hybrid" | "electric" | "plug-in" | "none";

/** [model, body, lowest new price, highest new price, drivetrain] */
export type ModelSpec = [string, BodyType, number, number, Drivetrain];

export const MODELS: Record<string, ModelSpec[]> = {
  Toyota: [
    ["Corolla", "Hatchback", 29000, 42000, "hybrid"], ["Camry", "Sedan", 39000, 52000, "hybrid"],
    ["RAV4", "SUV", 40000, 62000, "hybrid"], ["HiLux", "Ute", 36000, 78000, "diesel"],
    ["LandCruiser 300", "SUV", 92000, 145000, "diesel"], ["LandCruiser 70", "Cab Chassis", 78000, 92000, "diesel"],
    ["Prado", "SUV", 68000, 102000, "diesel"], ["Kluger", "SUV", 54000, 82000, "hybrid"],
    ["Yaris Cross", "SUV", 30000, 41000, "hybrid"], ["C-HR", "SUV", 38000, 56000, "hybrid"],
    ["HiAce", "Van", 47000, 72000, "diesel"], ["GR86", "Coupe", 44000, 52000, "petrol"],
    ["bZ4X", "SUV", 58000, 72000, "electric"], ["Fortuner", "SUV", 53000, 68000, "diesel"],
  ],
  Mazda: [
    ["Mazda2", "Hatchback", 23000, 30000, "petrol"], ["Mazda3", "Hatchback", 30000, 46000, "petrol"],
    ["CX-3", "SUV", 28000, 39000, "petrol"], ["CX-30", "SUV", 32000, 51000, "petrol"],
    ["CX-5", "SUV", 36000, 56000, "petrol"], ["CX-60", "SUV", 55000, 80000, "plug-in"],
    ["CX-90", "SUV", 78000, 99000, "petrol"], ["BT-50", "Ute", 37000, 68000, "diesel"],
    ["MX-5", "Convertible", 41000, 52000, "petrol"], ["CX-8", "SUV", 45000, 70000, "diesel"],
  ],
  Hyundai: [
    ["i30", "Hatchback", 27000, 45000, "petrol"], ["Kona", "SUV", 34000, 56000, "hybrid"],
    ["Tucson", "SUV", 38000, 59000, "petrol"], ["Santa Fe", "SUV", 55000, 78000, "hybrid"],
    ["Venue", "SUV", 25000, 31000, "petrol"], ["Staria", "People Mover", 52000, 72000, "diesel"],
    ["Ioniq 5", "SUV", 66000, 85000, "electric"], ["Palisade", "SUV", 62000, 82000, "diesel"],
  ],
  Kia: [
    ["Picanto", "Hatchback", 18000, 22000, "petrol"], ["Cerato", "Sedan", 27000, 38000, "petrol"],
    ["Seltos", "SUV", 31000, 45000, "petrol"], ["Sportage", "SUV", 36000, 56000, "petrol"],
    ["Sorento", "SUV", 50000, 78000, "hybrid"], ["Carnival", "People Mover", 52000, 80000, "diesel"],
    ["EV6", "SUV", 70000, 95000, "electric"], ["Tasman", "Ute", 45000, 75000, "diesel"],
  ],
  Ford: [
    ["Ranger", "Ute", 38000, 92000, "diesel"], ["Everest", "SUV", 55000, 82000, "diesel"],
    ["Mustang", "Coupe", 66000, 95000, "petrol"], ["Puma", "SUV", 33000, 42000, "petrol"],
    ["Escape", "SUV", 40000, 58000, "plug-in"], ["Transit Custom", "Van", 52000, 70000, "diesel"],
    ["Mustang Mach-E", "SUV", 72000, 99000, "electric"], ["F-150", "Ute", 110000, 150000, "petrol"],
  ],
  Mitsubishi: [
    ["Triton", "Ute", 33000, 68000, "diesel"], ["Outlander", "SUV", 37000, 62000, "plug-in"],
    ["ASX", "SUV", 27000, 38000, "petrol"], ["Eclipse Cross", "SUV", 33000, 50000, "plug-in"],
    ["Pajero Sport", "SUV", 48000, 63000, "diesel"], ["Mirage", "Hatchback", 17000, 21000, "petrol"],
  ],
  Nissan: [
    ["Navara", "Ute", 36000, 72000, "diesel"], ["X-Trail", "SUV", 39000, 60000, "hybrid"],
    ["Qashqai", "SUV", 36000, 52000, "hybrid"], ["Patrol", "SUV", 88000, 105000, "petrol"],
    ["Pathfinder", "SUV", 55000, 82000, "petrol"], ["Leaf", "Hatchback", 50000, 64000, "electric"],
  ],
  Volkswagen: [
    ["Golf", "Hatchback", 38000, 65000, "petrol"], ["Polo", "Hatchback", 27000, 40000, "petrol"],
    ["Tiguan", "SUV", 45000, 70000, "petrol"], ["T-Roc", "SUV", 40000, 62000, "petrol"],
    ["Amarok", "Ute", 55000, 90000, "diesel"], ["Transporter", "Van", 50000, 75000, "diesel"],
  ],
  Subaru: [
    ["Forester", "SUV", 38000, 55000, "hybrid"], ["Outback", "Wagon", 45000, 60000, "petrol"],
    ["XV", "SUV", 33000, 45000, "petrol"], ["WRX", "Sedan", 50000, 70000, "petrol"], ["BRZ", "Coupe", 42000, 48000, "petrol"],
  ],
  Honda: [
    ["Civic", "Hatchback", 40000, 60000, "hybrid"], ["CR-V", "SUV", 42000, 65000, "hybrid"],
    ["HR-V", "SUV", 36000, 47000, "hybrid"], ["Jazz", "Hatchback", 25000, 32000, "petrol"], ["Accord", "Sedan", 50000, 64000, "hybrid"],
  ],
  Isuzu: [
    ["D-Max", "Ute", 34000, 70000, "diesel"], ["MU-X", "SUV", 48000, 68000, "diesel"],
    ["N Series NLR", "Light Truck", 62000, 78000, "diesel"], ["N Series NPR", "Light Truck", 70000, 92000, "diesel"],
    ["F Series FRR", "Light Truck", 110000, 140000, "diesel"],
  ],
  Hino: [["300 Series 616", "Light Truck", 68000, 84000, "diesel"], ["300 Series 917", "Light Truck", 80000, 99000, "diesel"], ["500 Series FC", "Light Truck", 120000, 150000, "diesel"]],
  Fuso: [["Canter 515", "Light Truck", 62000, 76000, "diesel"], ["Canter 815", "Light Truck", 72000, 88000, "diesel"], ["eCanter", "Light Truck", 140000, 170000, "electric"]],
  "Mercedes-Benz": [
    ["A-Class", "Hatchback", 55000, 85000, "petrol"], ["C-Class", "Sedan", 78000, 120000, "petrol"],
    ["GLC", "SUV", 90000, 130000, "petrol"], ["Sprinter", "Van", 70000, 110000, "diesel"], ["EQA", "SUV", 80000, 95000, "electric"],
  ],
  BMW: [["3 Series", "Sedan", 75000, 110000, "petrol"], ["X3", "SUV", 85000, 120000, "petrol"], ["X5", "SUV", 125000, 170000, "diesel"], ["iX1", "SUV", 82000, 95000, "electric"]],
  Audi: [["A3", "Hatchback", 50000, 70000, "petrol"], ["Q5", "SUV", 75000, 100000, "petrol"], ["Q3", "SUV", 55000, 75000, "petrol"]],
  Tesla: [["Model 3", "Sedan", 56000, 80000, "electric"], ["Model Y", "SUV", 60000, 85000, "electric"]],
  BYD: [["Atto 3", "SUV", 45000, 52000, "electric"], ["Seal", "Sedan", 50000, 70000, "electric"], ["Dolphin", "Hatchback", 36000, 43000, "electric"], ["Shark 6", "Ute", 58000, 62000, "plug-in"]],
  MG: [["MG3", "Hatchback", 22000, 28000, "hybrid"], ["ZS", "SUV", 25000, 36000, "petrol"], ["HS", "SUV", 32000, 48000, "plug-in"], ["MG4", "Hatchback", 40000, 57000, "electric"]],
  GWM: [["Cannon", "Ute", 36000, 55000, "diesel"], ["Haval H6", "SUV", 36000, 48000, "hybrid"], ["Tank 300", "SUV", 50000, 66000, "hybrid"]],
  Suzuki: [["Swift", "Hatchback", 24000, 32000, "hybrid"], ["Jimny", "SUV", 33000, 40000, "petrol"], ["Vitara", "SUV", 32000, 40000, "petrol"]],
  Jeep: [["Wrangler", "SUV", 80000, 100000, "petrol"], ["Grand Cherokee", "SUV", 85000, 120000, "petrol"], ["Compass", "SUV", 45000, 60000, "petrol"]],
  Lexus: [["NX", "SUV", 70000, 100000, "hybrid"], ["RX", "SUV", 95000, 135000, "hybrid"], ["ES", "Sedan", 65000, 85000, "hybrid"]],
  "Land Rover": [["Defender", "SUV", 95000, 160000, "diesel"], ["Discovery Sport", "SUV", 75000, 90000, "petrol"]],
  Holden: [["Commodore", "Sedan", 36000, 55000, "petrol"], ["Colorado", "Ute", 40000, 60000, "diesel"], ["Captiva", "SUV", 30000, 42000, "diesel"], ["Astra", "Hatchback", 25000, 35000, "petrol"]],
  LDV: [["T60", "Ute", 36000, 55000, "diesel"], ["Deliver 9", "Van", 48000, 62000, "diesel"], ["eT60", "Ute", 92000, 95000, "electric"]],
  Skoda: [["Octavia", "Wagon", 40000, 60000, "petrol"], ["Kodiaq", "SUV", 55000, 70000, "petrol"]],
  Jayco: [
    ["Journey Outback", "Caravan", 75000, 98000, "none"], ["Starcraft", "Caravan", 55000, 72000, "none"],
    ["Silverline", "Caravan", 95000, 125000, "none"], ["Crosstrak", "Camper Trailer", 38000, 52000, "none"],
    ["Conquest Motorhome", "Motorhome", 165000, 215000, "diesel"],
  ],
  Avan: [["Aspire", "Caravan", 65000, 85000, "none"], ["Cruiseliner", "Camper Trailer", 40000, 55000, "none"], ["Applause Motorhome", "Motorhome", 180000, 230000, "diesel"]],
  Coromal: [["Element", "Caravan", 60000, 78000, "none"], ["Lifestyle", "Caravan", 70000, 92000, "none"]],
  Windsor: [["Genesis", "Caravan", 58000, 74000, "none"], ["Rapid", "Caravan", 48000, 62000, "none"]],
  "New Age": [["Manta Ray", "Caravan", 82000, 110000, "none"], ["Big Red", "Caravan", 98000, 130000, "none"]],
  Sunliner: [["Pinto", "Motorhome", 190000, 240000, "diesel"], ["Monte Carlo", "Motorhome", 210000, 270000, "diesel"]],
  Avida: [["Esperance", "Motorhome", 185000, 225000, "diesel"], ["Busselton", "Motorhome", 200000, 250000, "diesel"]],
  Trakmaster: [["Cape York", "Camper Trailer", 52000, 68000, "none"]],
};

export const VEHICLE_KIND_BY_BODY: Record<BodyType, "car" | "caravan" | "motorhome" | "truck"> = {
  Sedan: "car", Hatchback: "car", SUV: "car", Ute: "car", Wagon: "car", Van: "car", Coupe: "car",
  Convertible: "car", "People Mover": "car", "Cab Chassis": "car", Caravan: "caravan",
  "Camper Trailer": "caravan", Motorhome: "motorhome", "Light Truck": "truck",
};

export const COLOURS: [name: string, hex: string][] = [
  ["Glacier White", "#f4f5f2"], ["Crystal Pearl", "#e9e7e0"], ["Silver Pearl", "#b8bcc0"], ["Graphite", "#4b4f54"],
  ["Eclipse Black", "#17181a"], ["Deep Blue", "#1f3a68"], ["Ocean Blue", "#2f6fa8"], ["Soul Red", "#9e1b22"],
  ["Bronze", "#8a6a44"], ["Sandstone", "#c8b48f"], ["Forest Green", "#2f4f3a"], ["Electric Orange", "#d2691e"],
  ["Steel Grey", "#6e7378"], ["Sunburst Yellow", "#e2b007"],
];

export const INTERIOR_COLOURS = ["Black Cloth", "Black Leather", "Grey Cloth", "Tan Leather", "Charcoal Suede"];

export const BADGES = {
  low: ["GX", "Ascent", "Pure", "Active", "S", "GL", "XL"],
  mid: ["GXL", "Sport", "Evolve", "Elite", "ST", "SX", "XLT", "Touring"],
  high: ["Limited", "Platinum", "Azami", "GT", "Wildtrak", "Premium", "Sahara", "Highlander"],
};

export const SERIES = ["MY24", "MY25", "MY26", "Series II", "Update", "Facelift", "Gen 2"];

export const STANDARD_EQUIPMENT = [
  "Apple CarPlay", "Android Auto", "Reversing camera", "Adaptive cruise control", "Lane keep assist",
  "Autonomous emergency braking", "Blind spot monitoring", "Rear cross traffic alert", "Dual-zone climate control",
  "Keyless entry and start", "LED headlights", "Alloy wheels", "Heated front seats", "Power tailgate",
  "Wireless phone charger", "Digital instrument cluster", "Satellite navigation", "Rain-sensing wipers",
  "Auto high beam", "360-degree camera", "Sunroof", "Premium audio", "Tow bar", "Roof rails",
  "Front parking sensors", "Rear parking sensors", "Head-up display", "Leather-accented seats",
];

export const CARAVAN_EQUIPMENT = [
  "Queen island bed", "Ensuite shower and toilet", "Solar panels", "Lithium battery", "Diesel heater",
  "Roll-out awning", "External kitchen", "Front tunnel boot", "Washing machine", "Two water tanks",
  "Independent suspension", "Electric brakes", "Reverse-cycle air conditioning", "Gas and electric hot water",
];
