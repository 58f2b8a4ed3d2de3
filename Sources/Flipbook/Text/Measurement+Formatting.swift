import Foundation

/// `Measurement.formatted(_:)` and `.measurement(width:usage:numberFormatStyle:)`, which Linux's
/// Foundation lacks: the value in the locale's numbers and the unit's English symbol or name
/// ("8.42 km", "8.42 kilometers", "8.42km"; temperatures "20°C").
///
/// Partial: every usage shows the unit as provided (iOS converts `.general`, `.road` and the
/// other usages to the locale's preferred unit: kilometres become miles in en_US).
extension Measurement where UnitType: Dimension {
    public struct FormatStyle: Foundation.FormatStyle, Sendable {
        /// How the unit is written.
        public struct UnitWidth: Codable, Hashable, Sendable {
            enum Kind: Codable, Hashable, Sendable { case wide, abbreviated, narrow }
            let kind: Kind

            /// The unit's name: "8.42 kilometers".
            public static var wide: UnitWidth { UnitWidth(kind: .wide) }
            /// The unit's symbol: "8.42 km".
            public static var abbreviated: UnitWidth { UnitWidth(kind: .abbreviated) }
            /// The unit's symbol with no space: "8.42km".
            public static var narrow: UnitWidth { UnitWidth(kind: .narrow) }
        }

        public var width: UnitWidth
        public var locale: Locale
        public var usage: MeasurementFormatUnitUsage<UnitType>?
        public var numberFormatStyle: FloatingPointFormatStyle<Double>?

        public init(width: UnitWidth, locale: Locale = .autoupdatingCurrent, usage: MeasurementFormatUnitUsage<UnitType> = .general,
                    numberFormatStyle: FloatingPointFormatStyle<Double>? = nil) {
            self.width = width
            self.locale = locale
            self.usage = usage
            self.numberFormatStyle = numberFormatStyle
        }

        public func format(_ measurement: Measurement<UnitType>) -> String {
            let number = (numberFormatStyle ?? .number).locale(locale).format(measurement.value)
            let unit = measurement.unit
            switch width.kind {
            case .wide:
                return number + " " + UnitNames.name(of: unit, plural: measurement.value != 1)
            case .abbreviated:
                return number + (unit is UnitTemperature ? "" : " ") + UnitNames.symbol(of: unit)
            case .narrow:
                return number + (unit is UnitTemperature ? "°" : UnitNames.symbol(of: unit))
            }
        }

        /// This style in `locale`.
        public func locale(_ locale: Locale) -> FormatStyle {
            var style = self
            style.locale = locale
            return style
        }
    }

    /// The measurement in `style` ("8.42 km").
    public func formatted(_ style: FormatStyle) -> String { style.format(self) }

    /// The measurement with the unit's symbol.
    public func formatted() -> String { formatted(FormatStyle(width: .abbreviated)) }
}

/// How a usage chooses the unit shown (Linux's Foundation lacks the type).
public struct MeasurementFormatUnitUsage<UnitType: Dimension>: Hashable, Codable, Sendable {
    let name: String

    /// The locale's preferred unit for the dimension.
    public static var general: Self { Self(name: "general") }
    /// The unit the measurement has.
    public static var asProvided: Self { Self(name: "asProvided") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitLength {
    /// Distances on roads.
    public static var road: Self { Self(name: "road") }
    /// A person's height.
    public static var personHeight: Self { Self(name: "personHeight") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitEnergy {
    /// Energy in food.
    public static var food: Self { Self(name: "food") }
    /// Energy spent in a workout.
    public static var workout: Self { Self(name: "workout") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitTemperature {
    /// Weather temperatures.
    public static var weather: Self { Self(name: "weather") }
    /// A person's temperature.
    public static var person: Self { Self(name: "person") }
}

extension FormatStyle {
    /// A measurement with its unit written `width` ("8.42 km").
    public static func measurement<UnitType: Dimension>(
        width: Measurement<UnitType>.FormatStyle.UnitWidth, usage: MeasurementFormatUnitUsage<UnitType> = .general,
        numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
    ) -> Self where Self == Measurement<UnitType>.FormatStyle {
        Measurement<UnitType>.FormatStyle(width: width, usage: usage, numberFormatStyle: numberFormatStyle)
    }
}

/// English symbols and names of common units, as iOS's en_US formatter writes them; other units
/// by Foundation's symbol.
private enum UnitNames {
    private static let symbols: [String: String] = ["kCal": "kcal", "s": "sec", "h": "hr"]
    private static let names: [String: (one: String, many: String)] = [
        "km": ("kilometer", "kilometers"), "m": ("meter", "meters"), "cm": ("centimeter", "centimeters"),
        "mi": ("mile", "miles"), "ft": ("foot", "feet"), "kg": ("kilogram", "kilograms"), "lb": ("pound", "pounds"),
        "kCal": ("kilocalorie", "kilocalories"), "cal": ("calorie", "calories"), "°C": ("degree Celsius", "degrees Celsius"),
        "°F": ("degree Fahrenheit", "degrees Fahrenheit"), "km/h": ("kilometer per hour", "kilometers per hour"),
        "mph": ("mile per hour", "miles per hour"), "L": ("liter", "liters"), "mL": ("milliliter", "milliliters"),
    ]

    static func symbol(of unit: Unit) -> String { symbols[unit.symbol] ?? unit.symbol }

    static func name(of unit: Unit, plural: Bool) -> String {
        guard let name = names[unit.symbol] else { return symbol(of: unit) }
        return plural ? name.many : name.one
    }
}

extension Measurement.FormatStyle: LocaleFormatStyle {}
