import SwiftUI

// A team directory: avatar initials from `PersonNameComponents` (`.formatted(.name(style:
// .abbreviated))`), row separators that start under the name rather than the avatar
// (`alignmentGuide(.listRowSeparatorLeading)`), a context menu with a preview, a small spinner
// for members still syncing, and an italic status for people who are away.

struct StaffMember: Identifiable {
    let id = UUID()
    let name: PersonNameComponents
    let role: String
    let color: Color
    var isAway = false
    var isSyncing = false
}

struct TeamDirectory: View {
    let members: [StaffMember]

    var body: some View {
        NavigationStack {
            List {
                Section {
                    ForEach(members) { member in
                        NavigationLink {
                            Text(member.name.formatted())
                                .navigationTitle(member.role)
                        } label: {
                            MemberRow(member: member)
                        }
                        .contextMenu {
                            Button("Message", systemImage: "message") {}
                            Button("Call", systemImage: "phone") {}
                            Divider()
                            Button("Remove from Team", systemImage: "person.badge.minus", role: .destructive) {}
                        } preview: {
                            MemberRow(member: member)
                                .padding()
                                .frame(width: 300)
                        }
                    }
                } header: {
                    Text("Design · \(members.count) people")
                }
            }
            .navigationTitle("Team")
        }
    }
}

struct MemberRow: View {
    let member: StaffMember

    var body: some View {
        HStack(spacing: 12) {
            Text(member.name.formatted(.name(style: .abbreviated)))
                .font(.subheadline.bold())
                .foregroundStyle(.white)
                .frame(width: 40, height: 40)
                .background(member.color.gradient, in: .circle)
            VStack(alignment: .leading, spacing: 2) {
                Text(member.name.formatted(.name(style: .medium)))
                    .font(.body)
                Group {
                    if member.isAway {
                        Text("Away until Monday").italic()
                    } else {
                        Text(member.role)
                    }
                }
                .font(.subheadline)
                .foregroundStyle(.secondary)
            }
            .alignmentGuide(.listRowSeparatorLeading) { dimensions in
                dimensions[.leading]
            }
            Spacer()
            if member.isSyncing {
                ProgressView()
                    .progressViewStyle(.circular)
                    .controlSize(.small)
            }
        }
    }
}

#Preview {
    TeamDirectory(members: [
        StaffMember(name: PersonNameComponents(givenName: "Aiko", familyName: "Tanaka"), role: "Design Lead", color: .pink),
        StaffMember(name: PersonNameComponents(givenName: "Bruno", familyName: "Costa"), role: "Product Designer", color: .blue,
                   isSyncing: true),
        StaffMember(name: PersonNameComponents(givenName: "Chloé", familyName: "Martin"), role: "UX Researcher", color: .orange,
                   isAway: true),
        StaffMember(name: PersonNameComponents(givenName: "Dev", familyName: "Patel"), role: "Motion Designer", color: .green),
    ])
}
