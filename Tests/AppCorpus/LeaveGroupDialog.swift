import SwiftUI

// A group chat's info screen: a destructive "Leave Group" row that asks with
// .confirmationDialog(titleVisibility: .visible) and a message, and a mute Toggle with
// .onChange, in an insetGrouped list under a header of member avatars.

struct LeaveGroupDialog: View {
    @State private var showingLeave: Bool
    @State private var muted = false
    @State private var status = "Notifications on"

    let members = ["AL", "BK", "CR", "DM", "EF"]
    let colors: [Color] = [.red, .blue, .green, .orange, .purple]

    init(showingLeave: Bool = false) {
        _showingLeave = State(initialValue: showingLeave)
    }

    var body: some View {
        NavigationStack {
            List {
                Section {
                    VStack(spacing: 12) {
                        HStack(spacing: -12) {
                            ForEach(members.indices, id: \.self) { index in
                                Text(members[index])
                                    .font(.caption.bold())
                                    .foregroundStyle(.white)
                                    .frame(width: 44, height: 44)
                                    .background(colors[index], in: Circle())
                                    .overlay(Circle().stroke(Color(.systemBackground), lineWidth: 3))
                            }
                        }
                        Text("Weekend Climbers").font(.title2.bold())
                        Text("\(members.count) members").foregroundStyle(.secondary)
                    }
                    .frame(maxWidth: .infinity)
                    .listRowBackground(Color.clear)
                }
                Section {
                    Toggle("Mute", isOn: $muted)
                        .onChange(of: muted) { _, isMuted in
                            status = isMuted ? "Muted until you turn it back on" : "Notifications on"
                        }
                } footer: {
                    Text(status)
                }
                Section {
                    Button("Leave Group", role: .destructive) {
                        showingLeave = true
                    }
                }
            }
            .listStyle(.insetGrouped)
            .navigationTitle("Group Info")
            .navigationBarTitleDisplayMode(.inline)
            .confirmationDialog("Leave “Weekend Climbers”?", isPresented: $showingLeave, titleVisibility: .visible) {
                Button("Leave Group", role: .destructive) {}
                Button("Mute Instead") { muted = true }
            } message: {
                Text("You won't get new messages from this group.")
            }
        }
    }
}

#Preview {
    LeaveGroupDialog()
}

#Preview("Asking") {
    LeaveGroupDialog(showingLeave: true)
}
