import SwiftSyntax

/// Xcode's preview code (`#Preview { … }`, a `PreviewProvider`'s `previews`) runs only in Xcode's canvas: what it
/// wraps in a navigation container, pushes or presents says nothing about the app's screens.
enum PreviewCode {
    static func isPreview(_ macro: MacroExpansionDeclSyntax) -> Bool { macro.macroName.text == "Preview" }
    static func isPreview(_ macro: MacroExpansionExprSyntax) -> Bool { macro.macroName.text == "Preview" }

    /// A type that provides previews (`struct X_Previews: PreviewProvider`, also `SwiftUI.PreviewProvider`).
    static func provides(_ clause: InheritanceClauseSyntax?) -> Bool {
        clause?.inheritedTypes.contains {
            let name = $0.type.trimmedDescription
            return name == "PreviewProvider" || name.hasSuffix(".PreviewProvider")
        } ?? false
    }
}

/// A visitor of the app's own code: Xcode's preview code is skipped (subclasses add what they collect).
class AppCodeVisitor: SyntaxVisitor {
    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        PreviewCode.isPreview(node) ? .skipChildren : .visitChildren
    }
    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        PreviewCode.isPreview(node) ? .skipChildren : .visitChildren
    }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        PreviewCode.provides(node.inheritanceClause) ? .skipChildren : .visitChildren
    }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        PreviewCode.provides(node.inheritanceClause) ? .skipChildren : .visitChildren
    }
}
