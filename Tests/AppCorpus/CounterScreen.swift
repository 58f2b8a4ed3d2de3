import SwiftUI

struct CounterScreen: View {
    @State private var count = 0

    var body: some View {
        VStack(spacing: 20) {
            Text("\(count)")
                .font(.system(size: 64, weight: .bold, design: .rounded))
                .contentTransition(.numericText())
            HStack(spacing: 16) {
                Button {
                    withAnimation { count -= 1 }
                } label: {
                    Image(systemName: "minus.circle.fill")
                        .font(.largeTitle)
                }
                Button {
                    withAnimation { count += 1 }
                } label: {
                    Image(systemName: "plus.circle.fill")
                        .font(.largeTitle)
                }
            }
        }
        .padding()
    }
}

#Preview {
    CounterScreen()
}
