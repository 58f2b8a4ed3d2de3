import SwiftUI

struct ColorPickerGrid: View {
    @State private var selected: Color = .blue
    let options: [Color] = [.red, .orange, .yellow, .green, .blue, .purple]

    var body: some View {
        VStack(spacing: 20) {
            RoundedRectangle(cornerRadius: 20)
                .fill(selected)
                .frame(height: 120)
                .animation(.easeInOut, value: selected)
            HStack {
                ForEach(options, id: \.self) { color in
                    Circle()
                        .fill(color)
                        .frame(width: 36, height: 36)
                        .overlay(Circle().stroke(Color.primary, lineWidth: selected == color ? 3 : 0))
                        .onTapGesture { selected = color }
                }
            }
        }
        .padding()
    }
}

#Preview {
    ColorPickerGrid()
}
