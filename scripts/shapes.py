#!/usr/bin/env python3
"""Writes the inputs on which lint and import were once quadratic, at a size N, into DIR.

  loads.swift        one viewDidAppear with N banner loads
  chain.swift        one expression: a member chain N names long
  classes.swift      N view controllers, each with a viewDidAppear that loads its banner
  placed.swift       N view controllers, each placing a banner in code with anchors
  hops.swift         a call chain N types long from one viewDidAppear to a load
  fanin.swift        N view controllers whose viewDidLoad calls one shared manager's load
  scenes.storyboard  N scenes, each a screen with a banner pinned to the safe area
  labels.storyboard  one scene with N banners, each pinned below the same label
  attributes.storyboard  one scene whose banner has N attributes besides its own
  attributes.plist   an Info.plist whose root element has N attributes
  unclosed.swift     N lines `func fN() {`, none of them closed
  nested.swift       N classes, each nested in the one before, closed at the end
  stars.json         an .adpreview.json whose lint patterns hold N `**/` in a row (and a
                     name of N `*`); stars.swift is the small file to lint with it
  pushed.storyboard  a navigation controller and a chain of N screens, each with a banner,
                     each shown (pushed) from the one before

Usage: scripts/shapes.py N DIR [NAME…]   (only the named files, e.g. loads.swift, when given)
"""
import os
import sys

n, folder, only = int(sys.argv[1]), sys.argv[2], set(sys.argv[3:])
os.makedirs(folder, exist_ok=True)


def write(name, text):
    if only and name not in only:
        return
    with open(os.path.join(folder, name), "w") as out:
        out.write(text() if callable(text) else text)


head = "import GoogleMobileAds\nimport UIKit\n\n"
write("loads.swift", lambda: head + "class Feed: UIViewController {\n  var bannerView: BannerView!\n  override func viewDidAppear(_ animated: Bool) {\n"
      + "".join("    bannerView.load(Request())\n" for _ in range(n)) + "  }\n}\n")
write("chain.swift", lambda: head + "let x = root" + "".join(".m%d" % i for i in range(n)) + "\n")
write("classes.swift", lambda: head + "".join(
    "class Screen%d: UIViewController {\n  var bannerView: BannerView!\n  override func viewDidAppear(_ animated: Bool) {\n"
    "    bannerView.load(Request())\n  }\n}\n" % i for i in range(n)))
write("placed.swift", lambda: head + "".join(
    "final class Placed%d: UIViewController {\n  let banner = BannerView(adSize: AdSizeBanner)\n  override func viewDidLoad() {\n"
    "    view.addSubview(banner)\n    banner.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor).isActive = true\n"
    "  }\n}\n" % i for i in range(n)))
write("hops.swift", lambda: head + "class Start: UIViewController {\n  override func viewDidAppear(_ animated: Bool) {\n    Hop0.shared.step()\n  }\n}\n"
      + "".join("final class Hop%d {\n  static let shared = Hop%d()\n  func step() {\n    Hop%d.shared.step()\n  }\n}\n" % (i, i, i + 1)
                for i in range(n))
      + "final class Hop%d {\n  static let shared = Hop%d()\n  var bannerView: BannerView!\n  func step() {\n    bannerView.load(Request())\n  }\n}\n" % (n, n))
write("fanin.swift", lambda: head + "final class AdManager {\n  static let shared = AdManager()\n  func show(_ bannerView: BannerView) {\n"
      "    bannerView.load(Request())\n  }\n}\n" + "".join(
    "class Screen%d: UIViewController {\n  var bannerView: BannerView!\n  override func viewDidLoad() {\n"
    "    AdManager.shared.show(bannerView)\n  }\n}\n" % i for i in range(n)))

document = ('<?xml version="1.0" encoding="UTF-8"?>\n<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" '
            'version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">\n<scenes>\n%s</scenes>\n</document>\n')
scene = ('<scene sceneID="s{i}"><objects><viewController id="c{i}" customClass="Screen{i}" sceneMemberID="viewController">'
         '<view key="view" id="v{i}"><rect key="frame" x="0" y="0" width="393" height="852"/><subviews>'
         '<view placeholderIntrinsicWidth="320" placeholderIntrinsicHeight="50" translatesAutoresizingMaskIntoConstraints="NO" id="b{i}" customClass="GADBannerView"/>'
         '</subviews><viewLayoutGuide key="safeArea" id="g{i}"/><constraints>'
         '<constraint firstItem="g{i}" firstAttribute="bottom" secondItem="b{i}" secondAttribute="bottom" id="k{i}"/>'
         '<constraint firstItem="b{i}" firstAttribute="centerX" secondItem="g{i}" secondAttribute="centerX" id="x{i}"/>'
         '</constraints></view></viewController></objects></scene>\n')
write("scenes.storyboard", lambda: document % "".join(scene.format(i=i) for i in range(n)))
banners = "".join('<view translatesAutoresizingMaskIntoConstraints="NO" id="b%d" customClass="GADBannerView">'
                  '<constraints><constraint firstAttribute="width" constant="320" id="w%d"/><constraint firstAttribute="height" constant="50" id="h%d"/></constraints></view>'
                  % (i, i, i) for i in range(n))
pins = "".join('<constraint firstItem="b%d" firstAttribute="top" secondItem="label" secondAttribute="bottom" id="p%d"/>' % (i, i) for i in range(n))
write("labels.storyboard", lambda: document % (
    '<scene sceneID="s"><objects><viewController id="c" customClass="Many" sceneMemberID="viewController"><view key="view" id="v">'
    '<subviews><label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="label"/>' + banners
    + '</subviews><viewLayoutGuide key="safeArea" id="g"/><constraints>' + pins + '</constraints></view></viewController></objects></scene>\n'))

attributes = "".join(' a%d="v%d"' % (i, i) for i in range(n))
write("attributes.storyboard", lambda: document % scene.format(i=0).replace(' customClass="GADBannerView"/>', ' customClass="GADBannerView"' + attributes + '/>'))
write("attributes.plist", lambda: '<?xml version="1.0" encoding="UTF-8"?>\n<plist version="1.0"' + attributes
      + '>\n<dict>\n  <key>UIApplicationSceneManifest</key>\n  <dict>\n    <key>UIApplicationSupportsMultipleScenes</key>\n    <true/>\n'
      '  </dict>\n</dict>\n</plist>\n')
write("unclosed.swift", lambda: head + "".join("func f%d() {\n" % i for i in range(n)))
write("nested.swift", lambda: head + "".join("class A%d {\n" % i for i in range(n)) + "}\n" * n)
write("stars.json", lambda: '{"lint": {"exclude": ["%sGenerated/*.swift", "%s.generated.swift"],\n'
      '  "overrides": [{"paths": ["%sLegacy/**"], "rules": {"load-in-view-did-load": "off"}}]}}\n' % ("**/" * n, "*" * n, "**/" * n))
write("stars.swift", head + "class Feed: UIViewController {\n  var bannerView: BannerView!\n  override func viewDidLoad() {\n"
      "    super.viewDidLoad()\n    bannerView.load(Request())\n  }\n}\n")
navigation = ('<scene sceneID="n"><objects><navigationController id="nav" sceneMemberID="viewController">'
              '<navigationBar key="navigationBar" contentMode="scaleToFill" id="bar"/><connections>'
              '<segue destination="c0" kind="relationship" relationship="rootViewController" id="root"/></connections>'
              '</navigationController></objects></scene>\n')
write("pushed.storyboard", lambda: document % (navigation + "".join(
    scene.format(i=i).replace("</view></viewController>", '</view><connections><segue destination="c%d" kind="show" id="q%d"/>'
                              '</connections></viewController>' % (i + 1, i) if i + 1 < n else "</view></viewController>")
    for i in range(n))))
