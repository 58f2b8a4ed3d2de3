import SwiftUI

// A cinema booking step: a curved screen drawn with a Path, a Grid of seats with an aisle gap,
// taken/selected/free states, a legend, and a safeAreaInset bar with the selection's price.

struct CinemaSeatPicker: View {
    private let rows = Array("ABCDEFG")
    private let seatsPerRow = 8
    private let taken: Set<String> = ["A3", "A4", "C5", "D1", "D2", "E6", "E7", "F4"]
    @State private var selected: Set<String> = ["D4", "D5"]
    private let seatPrice = 13.5

    var body: some View {
        NavigationStack {
            VStack(spacing: 24) {
                ScreenCurve()
                    .stroke(.blue, style: StrokeStyle(lineWidth: 4, lineCap: .round))
                    .frame(height: 30)
                    .padding(.horizontal, 30)
                    .overlay(alignment: .bottom) {
                        Text("SCREEN").font(.caption2).foregroundStyle(.secondary).offset(y: 14)
                    }

                Grid(horizontalSpacing: 8, verticalSpacing: 10) {
                    ForEach(rows, id: \.self) { row in
                        GridRow {
                            Text(String(row)).font(.caption).foregroundStyle(.secondary)
                            ForEach(1...seatsPerRow, id: \.self) { number in
                                if number == 5 {
                                    Color.clear.frame(width: 8, height: 1)
                                }
                                seat("\(row)\(number)")
                            }
                        }
                    }
                }

                HStack(spacing: 20) {
                    legend("Free", color: Color(.systemGray4))
                    legend("Taken", color: .gray.opacity(0.3))
                    legend("Yours", color: .blue)
                }
                .font(.caption)
                Spacer()
            }
            .padding()
            .navigationTitle("Choose Seats")
            .navigationBarTitleDisplayMode(.inline)
            .safeAreaInset(edge: .bottom) {
                HStack {
                    VStack(alignment: .leading) {
                        Text("\(selected.count) seats · \(selected.sorted().joined(separator: ", "))")
                            .font(.subheadline)
                        Text(Double(selected.count) * seatPrice, format: .currency(code: "USD"))
                            .font(.title3.bold())
                    }
                    Spacer()
                    Button("Continue") {}
                        .buttonStyle(.borderedProminent)
                        .disabled(selected.isEmpty)
                }
                .padding()
                .background(.regularMaterial)
            }
        }
    }

    private func seat(_ id: String) -> some View {
        let isTaken = taken.contains(id)
        let isSelected = selected.contains(id)
        return RoundedRectangle(cornerRadius: 6)
            .fill(isSelected ? Color.blue : isTaken ? Color.gray.opacity(0.3) : Color(.systemGray4))
            .frame(width: 30, height: 28)
            .onTapGesture {
                guard !isTaken else { return }
                if isSelected { selected.remove(id) } else { selected.insert(id) }
            }
    }

    private func legend(_ title: String, color: Color) -> some View {
        HStack(spacing: 6) {
            RoundedRectangle(cornerRadius: 3).fill(color).frame(width: 14, height: 14)
            Text(title)
        }
    }
}

struct ScreenCurve: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.addQuadCurve(to: CGPoint(x: rect.maxX, y: rect.maxY), control: CGPoint(x: rect.midX, y: rect.minY - rect.height))
        return path
    }
}

#Preview {
    CinemaSeatPicker()
}
