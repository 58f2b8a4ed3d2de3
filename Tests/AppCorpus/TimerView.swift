import SwiftUI

struct TimerView: View {
    var body: some View {
        TimelineView(.periodic(from: .now, by: 1)) { context in
            Text(context.date, style: .time)
                .font(.largeTitle.monospacedDigit())
        }
    }
}

#Preview {
    TimerView()
}
