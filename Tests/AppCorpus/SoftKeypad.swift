import SwiftUI

// A soft-UI ("neumorphic") passcode pad: the keys are filled with shadowed shape styles.
struct SoftKeypadView: View {
    @State private var entered = ""
    private let keys = [["1", "2", "3"], ["4", "5", "6"], ["7", "8", "9"], ["", "0", "⌫"]]
    private let surface = Color(red: 0.91, green: 0.92, blue: 0.95)

    var body: some View {
        VStack(spacing: 28) {
            Text("Enter passcode")
                .font(.title3.weight(.medium))
            HStack(spacing: 16) {
                ForEach(0..<4) { index in
                    Circle()
                        .fill(index < entered.count
                              ? AnyShapeStyle(Color.indigo)
                              : AnyShapeStyle(surface.shadow(.inner(color: .black.opacity(0.2), radius: 2, x: 1, y: 1))))
                        .frame(width: 16, height: 16)
                }
            }
            Grid(horizontalSpacing: 24, verticalSpacing: 20) {
                ForEach(keys, id: \.self) { row in
                    GridRow {
                        ForEach(row, id: \.self) { key in
                            if key.isEmpty {
                                Color.clear.frame(width: 72, height: 72)
                            } else {
                                Button {
                                    press(key)
                                } label: {
                                    Text(key)
                                        .font(.title.weight(.medium))
                                        .foregroundStyle(.indigo)
                                        .frame(width: 72, height: 72)
                                        .background(
                                            Circle()
                                                .fill(surface
                                                    .shadow(.drop(color: .black.opacity(0.18), radius: 6, x: 5, y: 5))
                                                    .shadow(.drop(color: .white, radius: 6, x: -5, y: -5)))
                                        )
                                }
                                .buttonStyle(.plain)
                            }
                        }
                    }
                }
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(surface)
    }

    private func press(_ key: String) {
        if key == "⌫" {
            if !entered.isEmpty { entered.removeLast() }
        } else if entered.count < 4 {
            entered.append(key)
        }
    }
}

#Preview {
    SoftKeypadView()
}
