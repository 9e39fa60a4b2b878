import ArgumentParser

@main
struct BarSnapCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "barsnap",
        abstract: "Draw iOS-style navigation toolbars with Cairo and prove they did not change.",
        version: BarSnapVersion.string,
        subcommands: [LayoutCommand.self, RenderCommand.self, AuditCommand.self, TransitionCommand.self, DiffCommand.self, VerifyCommand.self, RecordCommand.self, ListCommand.self, InitCommand.self, ScanCommand.self, SchemaCommand.self, EnvCommand.self,
                      ReportCommand.self, AcceptCommand.self, PruneCommand.self]
    )
}
