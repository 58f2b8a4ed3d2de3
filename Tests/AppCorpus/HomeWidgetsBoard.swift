import SwiftUI

// A board of widget-like tiles that take their fill from the background style, with inner
// shapes that follow the tile's corner (`containerShape` + `ContainerRelativeShape`), and a
// height read back with `onGeometryChange`.

struct HomeWidgetsBoard: View {
    @State private var boardHeight: CGFloat = 0

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                Text("Board height: \(Int(boardHeight)) pt")
                    .font(.caption)
                    .foregroundStyle(.secondary)
                Grid(horizontalSpacing: 16, verticalSpacing: 16) {
                    GridRow {
                        batteryTile
                        stepsTile
                    }
                    GridRow {
                        noteTile
                            .gridCellColumns(2)
                    }
                }
                .onGeometryChange(for: CGFloat.self) { proxy in
                    proxy.size.height
                } action: { newHeight in
                    boardHeight = newHeight
                }
            }
            .padding()
        }
        .background(Color(.systemGroupedBackground))
    }

    private var batteryTile: some View {
        VStack(alignment: .leading) {
            Image(systemName: "battery.75percent")
                .font(.title)
            Spacer()
            Text("76%")
                .font(.title.bold())
            Text("iPhone")
                .font(.caption)
        }
        .foregroundStyle(.white)
        .padding()
        .frame(maxWidth: .infinity, minHeight: 150, alignment: .leading)
        .background(in: .rect(cornerRadius: 24))
        .backgroundStyle(.green.gradient)
    }

    private var stepsTile: some View {
        VStack(spacing: 8) {
            ZStack {
                ContainerRelativeShape()
                    .fill(.orange.opacity(0.15))
                Image(systemName: "figure.walk")
                    .font(.largeTitle)
                    .foregroundStyle(.orange)
            }
            Text("6,204 steps")
                .font(.subheadline.weight(.semibold))
        }
        .padding(12)
        .frame(maxWidth: .infinity, minHeight: 150)
        .background(in: .rect(cornerRadius: 24))
        .containerShape(.rect(cornerRadius: 24))
    }

    private var noteTile: some View {
        HStack(alignment: .top, spacing: 12) {
            ContainerRelativeShape()
                .inset(by: 4)
                .fill(.yellow.gradient)
                .frame(width: 64, height: 64)
            VStack(alignment: .leading, spacing: 4) {
                Text("Shopping")
                    .font(.headline)
                Text("Milk, eggs, basil, lemons, sourdough")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer(minLength: 0)
        }
        .padding(12)
        .background(.background, in: .rect(cornerRadius: 24))
        .containerShape(.rect(cornerRadius: 24))
    }
}

#Preview {
    HomeWidgetsBoard()
}
