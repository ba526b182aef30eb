# One image for the API and the worker (the command chooses which runs).
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc nx.json tsconfig.json ./
COPY contracts/package.json contracts/
COPY backend/package.json backend/
COPY frontend/package.json frontend/
COPY e2e/package.json e2e/
RUN npm install --no-audit --no-fund
COPY contracts contracts
COPY backend backend
COPY frontend frontend
RUN npm run build

FROM node:24-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app/package.json /app/package-lock.json /app/.npmrc ./
COPY --from=build /app/contracts/package.json contracts/
COPY --from=build /app/backend/package.json backend/
COPY --from=build /app/frontend/package.json frontend/
COPY --from=build /app/e2e/package.json e2e/
RUN npm install --omit=dev --no-audit --no-fund -w backend
COPY --from=build /app/contracts/dist contracts/dist
COPY --from=build /app/backend/dist backend/dist
COPY --from=build /app/frontend/dist frontend/dist
ENV FRONTEND_DIST=/app/frontend/dist
EXPOSE 3000
CMD ["sh", "-c", "node backend/dist/migrate.js && node --import ./backend/dist/tracing.js backend/dist/main.js"]
