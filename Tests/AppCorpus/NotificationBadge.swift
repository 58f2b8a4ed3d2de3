import SwiftUI

struct NotificationBadge: View {
    let count: Int

    var body: some View {
        Image(systemName: "bell.fill")
            .font(.title)
            .overlay(alignment: .topTrailing) {
                if count > 0 {
                    Text("\(count)")
                        .font(.caption2.bold())
                        .foregroundStyle(.white)
                        .padding(5)
                        .background(Circle().fill(.red))
                        .offset(x: 8, y: -8)
                }
            }
            .padding()
    }
}

#Preview(traits: .sizeThatFitsLayout) {
    NotificationBadge(count: 3)
}
