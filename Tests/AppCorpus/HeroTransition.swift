import SwiftUI

struct HeroTransition: View {
    @Namespace private var namespace
    @State private var isExpanded = false

    var body: some View {
        VStack {
            if isExpanded {
                RoundedRectangle(cornerRadius: 30)
                    .fill(Color.indigo)
                    .matchedGeometryEffect(id: "card", in: namespace)
                    .frame(height: 400)
                    .padding()
            } else {
                RoundedRectangle(cornerRadius: 12)
                    .fill(Color.indigo)
                    .matchedGeometryEffect(id: "card", in: namespace)
                    .frame(width: 100, height: 100)
            }
        }
        .onTapGesture {
            withAnimation(.spring(response: 0.5, dampingFraction: 0.75)) {
                isExpanded.toggle()
            }
        }
    }
}

#Preview {
    HeroTransition()
}
