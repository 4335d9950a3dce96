import Testing
import UIKit

/// A horizontally scrolling row inside a cell, written the iOS 11+ way: content pinned to the
/// scroll view's `contentLayoutGuide`, its height to the `frameLayoutGuide`.
@MainActor
@Suite(.serialized) struct ScrollViewGuides {
    @Test func contentAndFrameGuides() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let scroll = UIScrollView()
        scroll.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(scroll)
        let strip = UIView()
        strip.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(strip)
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(badge)
        NSLayoutConstraint.activate([
            scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
            scroll.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            scroll.heightAnchor.constraint(equalToConstant: 60),
            strip.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor, constant: 5),
            strip.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor, constant: -5),
            strip.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
            strip.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
            strip.widthAnchor.constraint(equalToConstant: 900),
            strip.heightAnchor.constraint(equalTo: scroll.frameLayoutGuide.heightAnchor),
            // A badge fixed to the visible frame's corner.
            badge.trailingAnchor.constraint(equalTo: scroll.frameLayoutGuide.trailingAnchor, constant: -4),
            badge.topAnchor.constraint(equalTo: scroll.frameLayoutGuide.topAnchor, constant: 4),
            badge.widthAnchor.constraint(equalToConstant: 12), badge.heightAnchor.constraint(equalToConstant: 12),
        ])
        root.layoutIfNeeded()
        #expect(scroll.frame == CGRect(x: 10, y: 20, width: 280, height: 60))
        #expect(strip.frame == CGRect(x: 5, y: 0, width: 900, height: 60))
        #expect(scroll.contentSize == CGSize(width: 910, height: 60))
        #expect(badge.frame == CGRect(x: 280 - 4 - 12, y: 4, width: 12, height: 12))
        #expect(scroll.contentLayoutGuide.owningView === scroll && scroll.frameLayoutGuide.owningView === scroll)
    }
}
