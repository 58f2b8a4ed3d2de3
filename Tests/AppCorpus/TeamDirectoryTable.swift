import SwiftUI

struct TeamMember: Identifiable {
    let id: Int
    var name: String
    var role: String
    var office: String
    var startYear: Int
}

struct TeamDirectoryTable: View {
    @State private var members = [
        TeamMember(id: 1, name: "Amara Okafor", role: "Engineering Manager", office: "Lagos", startYear: 2019),
        TeamMember(id: 2, name: "Björn Lindqvist", role: "iOS Engineer", office: "Stockholm", startYear: 2021),
        TeamMember(id: 3, name: "Chen Wei", role: "Designer", office: "Shanghai", startYear: 2020),
        TeamMember(id: 4, name: "Diego Ramírez", role: "Backend Engineer", office: "Mexico City", startYear: 2018),
        TeamMember(id: 5, name: "Emma Schulz", role: "Product Manager", office: "Berlin", startYear: 2022),
        TeamMember(id: 6, name: "Farah Haddad", role: "QA Engineer", office: "Amman", startYear: 2023),
    ]
    @State private var selection: TeamMember.ID?
    @State private var sortOrder = [KeyPathComparator(\TeamMember.name)]

    var body: some View {
        NavigationStack {
            Table(members, selection: $selection, sortOrder: $sortOrder) {
                TableColumn("Name", value: \.name)
                TableColumn("Role", value: \.role)
                TableColumn("Office", value: \.office)
                TableColumn("Since") { member in
                    Text(String(member.startYear))
                        .monospacedDigit()
                }
                .width(60)
            }
            .onChange(of: sortOrder) { _, newOrder in
                members.sort(using: newOrder)
            }
            .navigationTitle("Team")
        }
    }
}

#Preview("Team table") {
    TeamDirectoryTable()
}
