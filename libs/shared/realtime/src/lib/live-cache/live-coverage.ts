import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Which live objects an endpoint's answer may hold, and the live tags (`liveTags` of @taskflow/store) that
 * declare it: the live cache and the mutations' cache updates find the queries holding an object only through
 * these tags, so an endpoint without them goes stale silently.
 */
export const LIVE_KINDS = {
  task: { views: ['TaskView'], tags: ['Task', 'TaskList', 'BoardColumn'] },
  comment: {
    views: ['TaskCommentView', 'ProjectCommentView'],
    tags: ['TaskComment', 'ProjectComment', 'TaskComments', 'ProjectComments'],
  },
  message: { views: ['MessageView'], tags: ['Message', 'ConversationMessages'] },
} as const;

export type LiveKind = keyof typeof LIVE_KINDS;

export interface UncoveredEndpoint {
  /** Relative to the workspace root. */
  file: string;
  endpoint: string;
  /** What its answer holds without a tag declaring it. */
  kinds: LiveKind[];
}

const CONTRACTS_DIR = `${path.sep}libs${path.sep}shared${path.sep}contracts${path.sep}`;
const SOURCE_ROOTS = ['apps', 'libs'];

/** The workspace's source files that inject endpoints into the store's api (specs excluded). */
export function endpointFiles(root: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !/\.(spec|test)\.tsx?$/.test(entry.name)) {
        if (fs.readFileSync(full, 'utf8').includes('injectEndpoints(')) found.push(full);
      }
    }
  };
  for (const dir of SOURCE_ROOTS) walk(path.join(root, dir));
  return found;
}

/**
 * Every query endpoint (`build.query`, `build.infiniteQuery` inside `injectEndpoints`) of the files whose answer
 * type holds tasks, comments or messages (the contracts' views, anywhere in it) but whose `providesTags` gives no
 * live tag of that kind. `samples` are extra files (path → text) checked with the workspace's types.
 */
export function uncoveredEndpoints(
  root: string,
  files: readonly string[],
  samples: Record<string, string> = {},
): UncoveredEndpoint[] {
  const config = ts.readConfigFile(path.join(root, 'tsconfig.base.json'), ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, root);
  const host = ts.createCompilerHost({ ...options, noEmit: true });
  const readSample = (fileName: string) => samples[path.resolve(fileName)];
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, language, ...rest) => {
    const sample = readSample(fileName);
    return sample === undefined
      ? getSourceFile(fileName, language, ...rest)
      : ts.createSourceFile(fileName, sample, language, true);
  };
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (fileName) => readSample(fileName) !== undefined || fileExists(fileName);
  const roots = [...files, ...Object.keys(samples)].map((file) => path.resolve(file));
  const program = ts.createProgram(roots, { ...options, noEmit: true }, host);
  const checker = program.getTypeChecker();

  const uncovered: UncoveredEndpoint[] = [];
  for (const file of roots) {
    const source = program.getSourceFile(file);
    if (!source) throw new Error(`Not compiled: ${file}`);
    for (const { name, call, options: definition } of queryEndpoints(source)) {
      const answer = call.typeArguments?.[0];
      if (!answer) throw new Error(`${path.relative(root, file)}: give the query ${name} its answer type`);
      const held = heldKinds(checker, checker.getTypeFromTypeNode(answer));
      const tags = providedTagTypes(checker, definition);
      const kinds = held.filter((kind) => !LIVE_KINDS[kind].tags.some((tag) => tags.has(tag)));
      if (kinds.length > 0) uncovered.push({ file: path.relative(root, file), endpoint: name, kinds });
    }
  }
  return uncovered;
}

interface QueryEndpoint {
  name: string;
  call: ts.CallExpression;
  options: ts.ObjectLiteralExpression | undefined;
}

function queryEndpoints(source: ts.SourceFile): QueryEndpoint[] {
  const endpoints: QueryEndpoint[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isPropertyAssignment(node) &&
      ts.isCallExpression(node.initializer) &&
      ts.isPropertyAccessExpression(node.initializer.expression) &&
      ['query', 'infiniteQuery'].includes(node.initializer.expression.name.text) &&
      insideInjectEndpoints(node)
    ) {
      const [options] = node.initializer.arguments;
      endpoints.push({
        name: node.name.getText(source),
        call: node.initializer,
        options: options && ts.isObjectLiteralExpression(options) ? options : undefined,
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return endpoints;
}

function insideInjectEndpoints(node: ts.Node): boolean {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (
      ts.isCallExpression(parent) &&
      ts.isPropertyAccessExpression(parent.expression) &&
      parent.expression.name.text === 'injectEndpoints'
    )
      return true;
  }
  return false;
}

/** The live kinds whose contract views occur anywhere in the type (arrays, unions, wrappers, pages). */
function heldKinds(checker: ts.TypeChecker, answer: ts.Type): LiveKind[] {
  const viewKinds = new Map<string, LiveKind>();
  for (const [kind, { views }] of Object.entries(LIVE_KINDS))
    for (const view of views) viewKinds.set(view, kind as LiveKind);
  const held = new Set<LiveKind>();
  const seen = new Set<ts.Type>();
  const walk = (type: ts.Type, depth: number) => {
    if (seen.has(type) || depth > 8) return;
    seen.add(type);
    if (type.isUnionOrIntersection()) {
      for (const member of type.types) walk(member, depth + 1);
      return;
    }
    if (!(type.flags & ts.TypeFlags.Object)) return;
    const symbol = type.aliasSymbol ?? type.getSymbol();
    const kind = symbol && viewKinds.get(symbol.getName());
    const fromContracts = symbol?.declarations?.some((declaration) =>
      path.resolve(declaration.getSourceFile().fileName).includes(CONTRACTS_DIR),
    );
    if (kind && fromContracts) {
      held.add(kind);
      return;
    }
    if (checker.isArrayType(type) || checker.isTupleType(type)) {
      for (const element of checker.getTypeArguments(type as ts.TypeReference)) walk(element, depth + 1);
      return;
    }
    if (symbol?.declarations?.every((declaration) => !isWorkspaceFile(declaration.getSourceFile()))) return;
    for (const property of checker.getPropertiesOfType(type)) walk(checker.getTypeOfSymbol(property), depth + 1);
    const index = checker.getIndexInfosOfType(type);
    for (const info of index) walk(info.type, depth + 1);
  };
  walk(answer, 0);
  return [...held];
}

/** Types from libraries (Date, Map, …) hold no contract views. */
function isWorkspaceFile(source: ts.SourceFile): boolean {
  return !source.fileName.includes(`${path.sep}node_modules${path.sep}`) && !source.isDeclarationFile;
}

/** The tag types the endpoint's `providesTags` may give (literal `type`s of its tag objects, or tag strings). */
function providedTagTypes(checker: ts.TypeChecker, definition: ts.ObjectLiteralExpression | undefined): Set<string> {
  const types = new Set<string>();
  const property = definition?.properties.find(
    (candidate): candidate is ts.PropertyAssignment | ts.MethodDeclaration =>
      (ts.isPropertyAssignment(candidate) || ts.isMethodDeclaration(candidate)) &&
      candidate.name.getText() === 'providesTags',
  );
  if (!property) return types;
  let provided = checker.getTypeAtLocation(ts.isPropertyAssignment(property) ? property.initializer : property);
  const [signature] = provided.getCallSignatures();
  if (signature) provided = checker.getReturnTypeOfSignature(signature);
  const literals = (type: ts.Type): string[] =>
    type.isUnion() ? type.types.flatMap(literals) : type.isStringLiteral() ? [type.value] : [];
  const tagTypes = (tag: ts.Type) => {
    if (tag.isUnion() && !tag.types.some((member) => member.isStringLiteral())) tag.types.forEach(tagTypes);
    const typeProperty = tag.isUnion() ? undefined : tag.getProperty('type');
    const values = literals(typeProperty ? checker.getTypeOfSymbol(typeProperty) : tag);
    // A tag typed as any live tag (a bare `LiveTag`) does not say what it holds: it declares nothing.
    const kinds = Object.values(LIVE_KINDS).filter(({ tags }) => tags.some((name) => values.includes(name)));
    if (kinds.length <= 1) for (const value of values) types.add(value);
  };
  const elements = (type: ts.Type) => {
    if (type.isUnion()) type.types.forEach(elements);
    else if (checker.isArrayType(type) || checker.isTupleType(type))
      checker.getTypeArguments(type as ts.TypeReference).forEach(tagTypes);
  };
  elements(provided);
  return types;
}
