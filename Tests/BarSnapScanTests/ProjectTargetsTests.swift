import Testing
@testable import BarSnapScan

/// `init` takes only iOS targets' folders as sources: a watchOS or macOS target's folder is left out and named.
@Suite struct ProjectTargetsTests {
    static let pbxproj = """
        // !$*UTF8*$!
        {
        \tobjects = {
        \t\tAA000001 /* App */ = {
        \t\t\tisa = PBXNativeTarget;
        \t\t\tbuildConfigurationList = CC000001 /* Build configuration list for PBXNativeTarget "App" */;
        \t\t\tname = App;
        \t\t};
        \t\tAA000002 /* Watch App */ = {
        \t\t\tisa = PBXNativeTarget;
        \t\t\tbuildConfigurationList = CC000002 /* Build configuration list for PBXNativeTarget "Watch App" */;
        \t\t\tfileSystemSynchronizedGroups = (
        \t\t\t\tEE000001 /* WatchSources */,
        \t\t\t);
        \t\t\tname = "Watch App";
        \t\t};
        \t\tAA000003 /* Mac */ = {
        \t\t\tisa = PBXNativeTarget;
        \t\t\tbuildConfigurationList = CC000003;
        \t\t\tname = Mac;
        \t\t};
        \t\tEE000001 /* WatchSources */ = {isa = PBXFileSystemSynchronizedRootGroup; path = WatchSources; };
        \t\tCC000001 = {isa = XCConfigurationList; buildConfigurations = (DD000001 /* Debug */, ); };
        \t\tCC000002 /* list */ = {
        \t\t\tisa = XCConfigurationList;
        \t\t\tbuildConfigurations = (
        \t\t\t\tDD000002 /* Debug */,
        \t\t\t);
        \t\t};
        \t\tCC000003 = {isa = XCConfigurationList; buildConfigurations = (DD000003 /* Debug */, ); };
        \t\tDD000001 /* Debug */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \t\t\t\tSDKROOT = iphoneos;
        \t\t\t};
        \t\t\tname = Debug;
        \t\t};
        \t\tDD000002 /* Debug */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \t\t\t\tSDKROOT = watchos;
        \t\t\t\tSUPPORTED_PLATFORMS = "watchos watchsimulator";
        \t\t\t};
        \t\t\tname = Debug;
        \t\t};
        \t\tDD000003 /* Debug */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \t\t\t\tSDKROOT = macosx;
        \t\t\t};
        \t\t\tname = Debug;
        \t\t};
        \t};
        }

        """

    @Test func watchAndMacTargetsAreNotIOS() {
        let found = ProjectTargets.nonIOS(pbxproj: Self.pbxproj)
        #expect(found.map(\.target) == ["Watch App", "Mac"])
        #expect(found.first?.folders == ["Watch App", "WatchSources"])
        #expect(found.last?.folders == ["Mac"])
    }

    @Test func garbageIsNoTarget() {
        #expect(ProjectTargets.nonIOS(pbxproj: "").isEmpty)
        #expect(ProjectTargets.nonIOS(pbxproj: String(repeating: "AAAAAAAA = {{{{\n", count: 1000)).isEmpty)
        #expect(ProjectTargets.nonIOS(pbxproj: "AAAAAAAA = {isa = PBXNativeTarget; name = X; };").isEmpty)
    }
}
