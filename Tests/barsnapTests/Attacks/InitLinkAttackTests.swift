import Basics
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `init` in an app's checkout reads only regular files inside it: a committed link to a folder outside
/// (`Linked -> ../outside`) is never searched for projects, and a linked `project.pbxproj` (or `Package.swift`)
/// is never read. The outside project here declares a macOS target named like the app's folder and a group of
/// another folder, so reading it would leave the app's screens out.
@Suite(.serialized) struct InitLinkAttackTests {
    static let macProject = """
        // !$*UTF8*$!
        {
        \tobjects = {
        \t\tAA000001 /* App */ = {
        \t\t\tisa = PBXNativeTarget;
        \t\t\tbuildConfigurationList = CC000001;
        \t\t\tname = App;
        \t\t};
        \t\tEE000001 = {isa = PBXGroup; path = Gallery; };
        \t\tCC000001 = {isa = XCConfigurationList; buildConfigurations = (DD000001 /* Debug */, ); };
        \t\tDD000001 /* Debug */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \t\t\t\tSDKROOT = macosx;
        \t\t\t};
        \t\t\tname = Debug;
        \t\t};
        \t};
        }

        """

    /// A lab whose checkout is an app (the scan fixture's `App`) beside the gallery, with the user's project
    /// outside it.
    func appLab() throws -> AttackLab {
        let lab = try AttackLab()
        let copy = "cp -R \(CLI.shellQuote(CLI.packageRoot + "/Tests/Fixtures/ScanApp/App")) "
            + CLI.shellQuote(lab.repo + "/App")
        #expect(system(copy) == 0)
        try FileIO.createDirectories(lab.home + "/outside/Outside.xcodeproj")
        try FileIO.writeAtomically(Self.macProject, to: lab.home + "/outside/Outside.xcodeproj/project.pbxproj")
        try FileIO.writeAtomically(Self.macProject, to: lab.home + "/outside/project.pbxproj")
        return lab
    }

    func expectAppFound(_ r: CLI.Result, _ what: String) {
        #expect(r.status == 0, "\(what): \(r.stdout)\(r.stderr)")
        #expect(!r.stdout.contains("left out"), "\(what): an outside project was read: \(r.stdout)")
        #expect(r.stdout.contains("screen(s) in App"), "\(what): \(r.stdout)")
    }

    @Test func aLinkedProjectFileIsNeverRead() throws {
        let lab = try appLab()
        try FileIO.createDirectories(lab.repo + "/App.xcodeproj")
        lab.link(lab.home + "/outside/project.pbxproj", at: "App.xcodeproj/project.pbxproj")
        try lab.expectUnharmed {
            expectAppFound(try lab.run(["init"]), "a linked project.pbxproj")
        }
        #expect(FileIO.isSymbolicLink(lab.repo + "/App.xcodeproj/project.pbxproj"))
    }

    @Test func aLinkedManifestIsNeverRead() throws {
        let lab = try AttackLab()
        let outside = "let package = Package(name: \"X\", targets: [.testTarget(name: \"Outside\")])\n"
        try FileIO.writeAtomically(outside, to: lab.home + "/Package.swift")
        lab.link(lab.home + "/Package.swift", at: "Package.swift")
        try FileIO.createDirectories(lab.repo + "/Tests/Outside")
        try lab.expectUnharmed {
            let r = try lab.run(["init"])
            #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        }
        #expect(!FileIO.exists(lab.repo + "/Tests/Outside/ToolbarSnapshotTests.swift"), "the linked manifest was read")
        #expect(FileIO.isSymbolicLink(lab.repo + "/Package.swift"))
    }

    @Test func aLinkedFolderIsNeverSearchedForProjects() throws {
        let lab = try appLab()
        // The app's own project is a regular file; the link leads to another project outside.
        try lab.write("// !$*UTF8*$!\n{\n}\n", "App.xcodeproj/project.pbxproj")
        lab.link("../../outside", at: "Linked")
        // A linked project bundle at the top too.
        lab.link(lab.home + "/outside/Outside.xcodeproj", at: "Mac.xcodeproj")
        try lab.expectUnharmed {
            let r = try lab.run(["init"])
            expectAppFound(r, "a linked folder")
            #expect(!r.stdout.contains("Outside.xcodeproj") && !r.stdout.contains("Mac.xcodeproj"), "\(r.stdout)")
        }
    }
}
