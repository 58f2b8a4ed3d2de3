import SwiftUI

struct Nutrient: Identifiable {
    let id = UUID()
    let name: String
    let amount: String
    let dailyValue: Int?
    var isSub = false
}

struct NutritionFacts: View {
    let servingSize: String
    let calories: Int
    let nutrients: [Nutrient]

    var body: some View {
        Grid(alignment: .leading, horizontalSpacing: 8, verticalSpacing: 6) {
            GridRow {
                Text("Nutrition Facts")
                    .font(.system(size: 30, weight: .heavy))
                    .gridCellColumns(2)
            }
            GridRow {
                Text("Serving size")
                    .bold()
                Text(servingSize)
                    .bold()
                    .gridColumnAlignment(.trailing)
            }
            Rectangle()
                .frame(height: 8)
            GridRow(alignment: .lastTextBaseline) {
                VStack(alignment: .leading, spacing: 0) {
                    Text("Amount per serving")
                        .font(.caption.bold())
                    Text("Calories")
                        .font(.title.weight(.heavy))
                }
                Text("\(calories)")
                    .font(.system(size: 36, weight: .heavy))
            }
            Rectangle()
                .frame(height: 4)
            GridRow {
                Color.clear
                    .gridCellUnsizedAxes([.horizontal, .vertical])
                Text("% Daily Value*")
                    .font(.caption.bold())
            }
            ForEach(nutrients) { nutrient in
                Divider()
                GridRow {
                    (Text(nutrient.name).fontWeight(nutrient.isSub ? .regular : .bold)
                        + Text(" \(nutrient.amount)"))
                        .padding(.leading, nutrient.isSub ? 16 : 0)
                    if let value = nutrient.dailyValue {
                        Text("\(value)%")
                            .bold()
                    } else {
                        Text("")
                    }
                }
            }
            Rectangle()
                .frame(height: 8)
            Text("* The % Daily Value tells you how much a nutrient in a serving of food contributes to a daily diet.")
                .font(.caption2)
                .fixedSize(horizontal: false, vertical: true)
                .gridCellColumns(2)
        }
        .font(.subheadline)
        .padding(8)
        .border(.black, width: 1)
        .padding()
    }
}

#Preview("Granola") {
    NutritionFacts(
        servingSize: "2/3 cup (55g)",
        calories: 230,
        nutrients: [
            Nutrient(name: "Total Fat", amount: "8g", dailyValue: 10),
            Nutrient(name: "Saturated Fat", amount: "1g", dailyValue: 5, isSub: true),
            Nutrient(name: "Cholesterol", amount: "0mg", dailyValue: 0),
            Nutrient(name: "Sodium", amount: "160mg", dailyValue: 7),
            Nutrient(name: "Total Carbohydrate", amount: "37g", dailyValue: 13),
            Nutrient(name: "Dietary Fiber", amount: "4g", dailyValue: 14, isSub: true),
            Nutrient(name: "Total Sugars", amount: "12g", dailyValue: nil, isSub: true),
            Nutrient(name: "Protein", amount: "3g", dailyValue: nil),
        ]
    )
}
