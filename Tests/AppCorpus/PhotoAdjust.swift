import SwiftUI

struct PhotoAdjust: View {
    @State private var brightness = 0.0
    @State private var contrast = 1.0
    @State private var saturation = 1.0
    @State private var blur = 0.0
    @State private var showOriginal = false

    var body: some View {
        VStack(spacing: 0) {
            Color.clear
                .frame(height: 320)
                .overlay {
                    photo
                        .brightness(showOriginal ? 0 : brightness)
                        .contrast(showOriginal ? 1 : contrast)
                        .saturation(showOriginal ? 1 : saturation)
                        .blur(radius: showOriginal ? 0 : blur)
                }
                .clipped()
                .overlay(alignment: .topTrailing) {
                    Toggle("Original", isOn: $showOriginal)
                        .toggleStyle(.button)
                        .buttonStyle(.borderedProminent)
                        .tint(.black.opacity(0.6))
                        .padding(12)
                }

            Form {
                adjustment("Brightness", value: $brightness, in: -0.5...0.5, systemImage: "sun.max")
                adjustment("Contrast", value: $contrast, in: 0.5...1.5, systemImage: "circle.lefthalf.filled")
                adjustment("Saturation", value: $saturation, in: 0...2, systemImage: "drop")
                adjustment("Blur", value: $blur, in: 0...20, systemImage: "aqi.medium")

                Button("Reset", role: .destructive) {
                    withAnimation {
                        brightness = 0
                        contrast = 1
                        saturation = 1
                        blur = 0
                    }
                }
            }
        }
    }

    /// A stand-in for a photo: a sunset over hills.
    private var photo: some View {
        ZStack(alignment: .bottom) {
            LinearGradient(colors: [.indigo, .purple, .orange, .yellow], startPoint: .top, endPoint: .bottom)
            Circle()
                .fill(.yellow)
                .frame(width: 90, height: 90)
                .offset(y: -90)
            Ellipse()
                .fill(Color(red: 0.15, green: 0.35, blue: 0.2))
                .frame(width: 520, height: 180)
                .offset(x: -100, y: 80)
            Ellipse()
                .fill(Color(red: 0.1, green: 0.25, blue: 0.15))
                .frame(width: 480, height: 160)
                .offset(x: 140, y: 90)
        }
    }

    private func adjustment(_ title: String, value: Binding<Double>, in range: ClosedRange<Double>, systemImage: String) -> some View {
        VStack(alignment: .leading) {
            HStack {
                Label(title, systemImage: systemImage)
                Spacer()
                Text(value.wrappedValue, format: .number.precision(.fractionLength(2)))
                    .foregroundStyle(.secondary)
                    .monospacedDigit()
            }
            Slider(value: value, in: range) {
                Text(title)
            }
        }
    }
}

#Preview {
    PhotoAdjust()
}

#Preview("Edited", traits: .script { Slide("Saturation", to: 0.2, at: 0.3); Slide("Blur", to: 4, at: 0.6) }) {
    PhotoAdjust()
}
