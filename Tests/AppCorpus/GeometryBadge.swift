import SwiftUI

struct SizeReadout: View {
    var body: some View {
        GeometryReader { proxy in
            ZStack {
                Color.orange.opacity(0.2)
                Text("\(Int(proxy.size.width)) × \(Int(proxy.size.height))")
                    .font(.headline.monospacedDigit())
            }
        }
        .frame(height: 100)
        .padding()
    }
}

#Preview {
    SizeReadout()
}
