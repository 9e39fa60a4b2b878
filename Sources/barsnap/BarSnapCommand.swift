import ArgumentParser

@main
struct BarSnapCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "barsnap",
        abstract: "Draw iOS-style navigation toolbars with Cairo and prove they did not change.",
        version: BarSnapVersion.string,
        groupedSubcommands: [
            // One scene spec (or two images) at a time, no configuration needed.
            CommandGroup(
                name: "Draw",
                subcommands: [
                    RenderCommand.self, LayoutCommand.self, AuditCommand.self, TransitionCommand.self, DiffCommand.self
                ]),
            // The cases of a barsnap.json and what it is made of.
            CommandGroup(
                name: "Suite",
                subcommands: [
                    InitCommand.self, VerifyCommand.self, RecordCommand.self, ListCommand.self, ScanCommand.self,
                    RenderRefsCommand.self,
                    SchemaCommand.self, EnvCommand.self
                ]),
            // After a failing run: look, accept, tidy.
            CommandGroup(name: "Review", subcommands: [ReportCommand.self, AcceptCommand.self, PruneCommand.self])
        ]
    )
}
